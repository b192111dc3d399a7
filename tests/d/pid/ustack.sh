# ustack() at pid probes: at level3's entry (its first instruction is
# push %rbp: the kernel adds the caller the frame-pointer walk would
# miss) and at an instruction of level3 after its frame is
# made (the offset after "mov %rsp,%rbp", from objdump) the stack is
# level3, level2, level1, main; at level3's return (a uretprobe, which
# fires back in the caller) it starts in level2.  stack() at a pid probe
# is empty: no kernel frames of the breakpoint's handling are shown.
# Offsets within functions depend on the compiler: replaced.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" || exit 1
off=$(objdump -d "$T/trig" | awk '/<level3>:$/ { on = 1; next } on && NF == 0 { exit }
    on { a = strtonum("0x" substr($1, 1, length($1) - 1)); if (!s) s = a }
    on && prev { printf("%x\n", a - s); exit } on && /mov +%rsp,%rbp/ { prev = 1 }')
"$D" -q -n "pid\$target:a.out:level3:$off, pid\$target:a.out:level3:return,
    pid\$target:a.out:level3:entry
{
	printf(\"%s\", probename == \"return\" || probename == \"entry\" ? probename : \"offset\");
	ustack(4);
	printf(\"stack:\");
	stack();
	printf(\"stackdepth %d\\n\", stackdepth);
}" -c "$T/trig 1" | sed -e 's/+0x[0-9a-f]*$/+0xOFF/' -e 's/libc\.so\.6`0x[0-9a-f]*/libc.so.6`ADDR/'
echo "status $?"
rm -rf "$T"
