# curthread->comm (char[16] in kernel memory) used as a string, in a
# syscall probe of a process whose comm is known: it runs perl through a
# symlink named types_comm_0123456789, so comm is the first 15 characters,
# types_comm_0123 (TASK_COMM_LEN is 16).  printf %s, stringof(), trace()
# next to trace(execname), comparisons with execname and with string
# constants (both orders), indexing compared with char constants, the NUL
# at comm[15], assignment to a variable, and aggregation keys.
D=$1
tmp=$(mktemp -d) || exit 1
trap 'kill $tpid 2>/dev/null; rm -rf "$tmp"' EXIT

ln -s "$(command -v perl)" "$tmp/types_comm_0123456789" || exit 1
"$tmp/types_comm_0123456789" -e '
	my $nr = eval { require "syscall.ph"; &SYS_getppid } || 110;
	while (1) {
		syscall($nr);
		select(undef, undef, undef, 0.005);
	}' &
tpid=$!

"$D" -q -n '
syscall::getppid:entry
/pid == $1/
{
	printf("[%s] [%s] [%s]\n", curthread->comm, stringof(curthread->comm),
	    execname);
	printf("%d %d %d %d\n", curthread->comm == execname,
	    curthread->comm == "types_comm_0123",
	    "types_comm_0123" == curthread->comm,
	    stringof(curthread->comm) == "types_comm_0123");
	printf("%d %d %d %d\n", curthread->comm != "types_comm_0123456789",
	    curthread->comm < "types_comm_1", curthread->comm > "types_comm_",
	    curthread->comm != execname);
	printf("%d %d %d %d\n", curthread->comm[0] == '\''t'\'',
	    curthread->comm[14] == '\''3'\'', curthread->comm[15] == '\''\0'\'',
	    curthread->comm[10] == 95);
	x = curthread->comm;
	printf("[%s] %d %d\n", x, x == execname, x == "types_comm_0123");
	@comm[curthread->comm] = count();
	@str[stringof(curthread->comm)] = count();
	@str[execname] = count();
}

syscall::getppid:entry
/pid == $1/
{
	@comm[curthread->comm] = count();
	exit(0);
}' $tpid
echo "status $?"

# trace() of comm and of execname print alike (CPU and probe ID columns
# vary, so they are replaced)
"$D" -n 'syscall::getppid:entry /pid == $1/ {
	trace(curthread->comm);
	trace(execname);
	trace(stringof(curthread->comm));
	exit(0);
}' $tpid > "$tmp/out" 2> "$tmp/err"
echo "status $?"
sed -E 's/^ +[0-9]+ +[0-9]+ +getppid:entry/  C  ID  getppid:entry/' "$tmp/out"
cat "$tmp/err"
