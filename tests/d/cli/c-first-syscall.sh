# -c with -x evaltime=exec starts the command stopped before its first
# instruction, so tracing sees everything it does: the first system call of
# a dynamically linked program is the dynamic linker's brk(NULL), right
# after the execve
"$1" -x evaltime=exec -qn 'syscall:::entry /pid == $target && !seen/ { seen = 1; printf("first: %s\n", probefunc); }' \
    -c /bin/true
echo "status $?"
