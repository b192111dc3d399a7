# stack(): the kernel stack at the probe, symbolized through kallsyms as
# module`symbol+0xoff, one frame per line after a newline, indented
# stackindent spaces (14); stack(n) prints at most n frames; the tracer's
# own frames are left out.  Offsets depend on the kernel build: replaced.
D=$1
printf 'syscall(39);\n' > /tmp/dt-stack-$$.pl
"$D" -q -n '
syscall::getpid:entry
/pid == $target/
{
	printf("entry:");
	stack();
	printf("one frame:");
	stack(1);
}' -c "perl /tmp/dt-stack-$$.pl" | sed 's/+0x[0-9a-f]*$/+0xOFF/'
echo "status $?"
"$D" -q -x stackindent=2 -n '
syscall::getpid:entry
/pid == $target/
{
	stack(1);
}' -c "perl /tmp/dt-stack-$$.pl" | sed 's/+0x[0-9a-f]*$/+0xOFF/'
rm -f /tmp/dt-stack-$$.pl
"$D" -q -n 'BEGIN { stack(0); }' 2>&1
echo "status $?"
