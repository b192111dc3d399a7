# execname and curthread->comm (char[16]) as aggregation keys of a process
# whose name fills the kernel's 15 characters of comm: their key slots are
# 16 and 17 bytes (the checker's sizing, dt_check.c), their values the same
# as in a strsize slot, truncated by a smaller strsize as any string is.
# (aggsize counts a string key as strsize bytes whatever its slot, as
# DTrace does: aggsize-strkey.)
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cp /bin/sh "$T/a-very-long-command-name" || exit 1
for s in 256 8; do
	echo "strsize $s"
	"$D" -q -x strsize=$s -n '
	syscall::exit_group:entry
	/pid == $target/
	{
		@e[execname] = count();
		@c[curthread->comm] = count();
		@k[execname, 3] = sum(3);
		@n[execname] = count();
		@n["x"] = count();
	}' -c "$T/a-very-long-command-name -c :"
	echo "status $?"
done
