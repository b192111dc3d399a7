# pointer arithmetic (scaled by the pointed-to size), pointer differences,
# &, *, [] and casts on kernel objects, in BEGIN (dtrace's own process),
# with the expected values from BTF (tests/tools/btfinfo.c) and the shell
D=$1
tools=$(cd "$2/../../tools" && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
. "$tools/btfinfo.sh"
btfinfo_build "$tools" "$tmp" || exit 1
B=$BTFINFO

ts=$("$B" size 'struct task_struct')
fs=$("$B" size 'struct file')
is=$("$B" size int)
rs=$("$B" size 'struct rlimit')
pid_off=$("$B" offset 'struct task_struct' pid)
comm_off=$("$B" offset 'struct task_struct' comm)
users_off=$("$B" offset 'struct mm_struct' mm_users)
dentry_off=$("$B" offset 'struct file' f_path.dentry)
rlim_off=$("$B" offset 'struct signal_struct' rlim)
# comm of the dtrace process: its file name, at most 15 characters
exe=$(basename "$D" | cut -c1-15)
c0=$(echo "$exe" | cut -c1)
# soft limits that dtrace inherits (RLIMIT_STACK is 3, RLIMIT_CORE 4)
ulimit -S -s 4096 && ulimit -S -c 0 || exit 1

cat > "$tmp/list" <<LIST
(curthread + 1) - curthread|1
(curthread + 5) - (curthread + 2)|3
(char *)(curthread + 1) - (char *)curthread|$ts
(long)(curthread + 2) - (long)curthread|$((2 * ts))
(char *)(curthread - 1) + sizeof (struct task_struct) == (char *)curthread|1
(char *)((struct file *)0 + 3) - (char *)0|$((3 * fs))
(char *)((int *)curthread + 3) - (char *)curthread|$((3 * is))
(char *)&curthread->pid - (char *)curthread|$pid_off
(char *)&curthread->comm[3] - (char *)curthread|$((comm_off + 3))
&curthread->comm[5] - &curthread->comm[1]|4
&curthread->comm[0] == (char *)curthread->comm|1
(char *)&curthread->mm->mm_users - (char *)curthread->mm|$users_off
(char *)&curthread->mm->exe_file->f_path.dentry - (char *)curthread->mm->exe_file|$dentry_off
(char *)&curthread->signal->rlim[3] - (char *)curthread->signal|$((rlim_off + 3 * rs))
curthread->signal->rlim[3].rlim_cur|$((4096 * 1024))
curthread->signal->rlim[4].rlim_cur|0
*(int *)((char *)curthread + $pid_off) == pid|1|*(int *)((char *)curthread + PID_OFFSET) == pid
*&curthread->pid == pid|1
(*curthread).pid == pid|1
curthread[0].tgid == pid|1
(&curthread->comm[2])[-2] == curthread->comm[0]|1
curthread->comm[0] == '$c0'|1|curthread->comm[0] == 'FIRST_CHAR_OF_EXECNAME'
curthread->comm[${#exe}] == 0|1|curthread->comm[strlen(execname)] == 0
((struct task_struct *)(long)curthread)->pid == pid|1
((struct task_struct *)(void *)curthread->real_parent)->tgid == ppid|1
curthread->real_parent->real_parent != curthread->real_parent|1
curthread > curthread - 1|1
LIST
dt_check "$D" "$tmp/list" "$tmp"
