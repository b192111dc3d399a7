# curthread in BEGIN, which fires in dtrace's own process: its members read
# from kernel memory compared with what the shell knows about that process
# (pid, tgid, the parent's tgid and comm, the executable's name), and with
# the D built-ins; members reached through anonymous unions and structs
# (file.f_path, dentry.d_name, qstr.len, mm_struct.mm_users); a kernel
# char pointer (qstr.name) printed with %s and compared with a string
D=$1
exe=$(basename "$D")
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

"$D" -q -n 'BEGIN {
	printf("%d %d %d\n", curthread->pid, curthread->tgid,
	    curthread->real_parent->tgid);
	printf("%d %d %d\n", curthread->pid == pid, curthread->tgid == pid,
	    curthread->real_parent->tgid == ppid);
	printf("%s %s\n", curthread->comm, curthread->real_parent->comm);
	printf("%s %d\n", stringof(curthread->mm->exe_file->f_path.dentry->d_name.name),
	    curthread->mm->exe_file->f_path.dentry->d_name.len);
	printf("%d %d\n", curthread->mm->mm_users.counter >= 1,
	    curthread->mm->exe_file->f_path.dentry->d_name.name == $$1);
	printf("%d %d\n", curthread->group_leader == curthread,
	    curthread->real_parent->pid == ppid);
	exit(0);
}' "$exe" > "$tmp/out" 2> "$tmp/err" &
dpid=$!
wait $dpid
echo "status $?"
cat "$tmp/err"

exec 3< "$tmp/out"
check() {
	if [ "$2" = "$3" ]; then
		echo "$1 ok"
	else
		echo "$1 wrong: got '$2', want '$3'"
	fi
}
read -r pid tgid ptgid <&3
check curthread-pid "$pid" "$dpid"
check curthread-tgid "$tgid" "$dpid"
check real_parent-tgid "$ptgid" "$$"
read -r a b c <&3
check "pid == pid" "$a" 1
check "tgid == pid" "$b" 1
check "real_parent->tgid == ppid" "$c" 1
read -r comm pcomm <&3
check comm "$comm" "$(echo "$exe" | cut -c1-15)"
check real_parent-comm "$pcomm" "$(cat /proc/$$/comm)"
read -r name len <&3
check exe_file-name "$name" "$exe"
check exe_file-len "$len" "${#exe}"
read -r a b <&3
check mm_users "$a" 1
check "d_name.name == \$\$1" "$b" 1
read -r a b <&3
check group_leader "$a" 1
check real_parent-pid "$b" 1
