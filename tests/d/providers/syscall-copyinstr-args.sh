# copyinstr() of a typed syscall argument (args[1] of openat is a const
# char *, a user address)
D=$1
"$D" -q -n '
syscall::openat:entry
/pid == $target && copyinstr(args[1]) == "/etc/hostname"/
{
	printf("opened %s\n", copyinstr(args[1]));
}' -c "cat /etc/hostname" > /tmp/dt-copyinstr-$$.out 2>/dev/null
echo "status $?"
cat /tmp/dt-copyinstr-$$.out | grep opened
rm -f /tmp/dt-copyinstr-$$.out
