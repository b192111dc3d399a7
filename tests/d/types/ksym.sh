# backquoted kernel symbols: `sym and mod`sym resolve through /proc/kallsyms;
# a function designator is its address, &`sym of a symbol without a BTF
# type is a void *, and reading through it is a checked load
D=$1
addr=$(awk '$3 == "vfs_read" && NF == 3 { print $1; exit }' /proc/kallsyms)
"$D" -q -n '
BEGIN
{
	printf("%x\n", (uint64_t)&`vfs_read);
	printf("%x\n", (uint64_t)vmlinux`vfs_read);
	printf("same: %d\n", &`vfs_read == `vfs_read);
	printf("code byte: %d\n", *(unsigned char *)&`vfs_read != 0);
	printf("untyped: %d\n", &`__start_rodata != NULL);
	exit(0);
}' | sed "s/^$addr\$/ADDR/"
echo "status $?"
"$D" -q -n 'BEGIN { trace(`__start_rodata); }'
echo "status $?"
"$D" -q -n 'BEGIN { trace(`no_such_symbol_here); }'
echo "status $?"
