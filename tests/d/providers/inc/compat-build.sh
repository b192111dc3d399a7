# Build DIR/dtcompat32, an i386 program (no libc) that calls getpid three
# times through int 0x80 and exits with status 7, and DIR/dtcompat64, its
# x86_64 twin (syscall instruction); then run dtcompat32.  Exit status 0
# only if both were built and the i386 one ran (the kernel runs 32-bit
# programs: IA32 emulation is built in and enabled).
dir=$1
cat > "$dir/c32.S" <<'S'
	.globl _start
_start:
	movl $3, %esi
1:	movl $20, %eax		/* getpid in the i386 table (writev in x86_64's) */
	int $0x80
	decl %esi
	jnz 1b
	movl $1, %eax		/* exit in the i386 table (write in x86_64's) */
	movl $7, %ebx
	int $0x80
S
cat > "$dir/c64.S" <<'S'
	.globl _start
_start:
	movl $3, %r12d
1:	movl $39, %eax		/* getpid */
	syscall
	decl %r12d
	jnz 1b
	movl $60, %eax		/* exit */
	movl $7, %edi
	syscall
S
as --32 -o "$dir/c32.o" "$dir/c32.S" && ld -m elf_i386 -o "$dir/dtcompat32" "$dir/c32.o" &&
as -o "$dir/c64.o" "$dir/c64.S" && ld -o "$dir/dtcompat64" "$dir/c64.o" || exit 1
"$dir/dtcompat32"
[ $? -eq 7 ]
