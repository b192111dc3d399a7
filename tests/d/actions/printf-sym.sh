# %a: a kernel address as module`symbol[+0xoff] (hex when unknown), and %k
# of stack() as classic DTrace prints it: no indent, or the width as the
# indent for "%-14k", or each frame right-aligned in the width ("%40k").
# Offsets depend on the kernel build: replaced.
D=$1
"$D" -q -n 'BEGIN {
	printf("%a|%a|%a|%-20a|\n", &`vfs_read, (uint64_t)&`vfs_read + 4, 0, &`vfs_read);
	exit(0);
}'
echo "status $?"
printf 'syscall(39);\n' > /tmp/dt-pfsym-$$.pl
"$D" -q -n '
syscall::getpid:entry
/pid == $target/
{
	printf("k:%k|\n", stack(1));
	printf("k14:%-14k|\n", stack(1));
}' -c "perl /tmp/dt-pfsym-$$.pl" | sed 's/+0x[0-9a-f]*$/+0xOFF/'
echo "status $?"
# right-aligned: the frame line is 40 columns wide
"$D" -q -n '
syscall::getpid:entry
/pid == $target/
{
	printf("k40:%40k|\n", stack(1));
}' -c "perl /tmp/dt-pfsym-$$.pl" | awk '/do_syscall_64/ { print "frame width", length($0); next } { print }'
echo "status $?"
rm -f /tmp/dt-pfsym-$$.pl
