# sizeof of kernel types and of expressions of kernel type, compared with
# the sizes that BTF gives (tests/tools/btfinfo.c): structs, a union, an
# enum, typedefs of base types and of structs, pointers, members
D=$1
tools=$(cd "$2/../../tools" && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
. "$tools/btfinfo.sh"
btfinfo_build "$tools" "$tmp" || exit 1

cat > "$tmp/list" <<'LIST'
sizeof (struct task_struct)|size|struct task_struct
sizeof (struct file)|size|struct file
sizeof (struct path)|size|struct path
sizeof (struct dentry)|size|struct dentry
sizeof (struct qstr)|size|struct qstr
sizeof (struct mm_struct)|size|struct mm_struct
sizeof (struct sk_buff)|size|struct sk_buff
sizeof (struct signal_struct)|size|struct signal_struct
sizeof (struct list_head)|size|struct list_head
sizeof (union bpf_attr)|size|union bpf_attr
sizeof (enum pid_type)|size|enum pid_type
sizeof (u8)|size|u8
sizeof (u16)|size|u16
sizeof (u32)|size|u32
sizeof (u64)|size|u64
sizeof (s32)|size|s32
sizeof (__be16)|size|__be16
sizeof (pid_t)|size|pid_t
sizeof (loff_t)|size|loff_t
sizeof (gfp_t)|size|gfp_t
sizeof (umode_t)|size|umode_t
sizeof (dev_t)|size|dev_t
sizeof (ktime_t)|size|ktime_t
sizeof (atomic_t)|size|atomic_t
sizeof (atomic64_t)|size|atomic64_t
sizeof (spinlock_t)|size|spinlock_t
sizeof (kuid_t)|size|kuid_t
sizeof (refcount_t)|size|refcount_t
sizeof (struct file *)|size|struct file *
sizeof (struct task_struct **)|size|struct task_struct **
sizeof (*curthread)|size|struct task_struct
sizeof (curthread->comm)|msize|struct task_struct|comm
sizeof (curthread->pid)|msize|struct task_struct|pid
sizeof (curthread->se)|msize|struct task_struct|se
sizeof (curthread->signal)|msize|struct task_struct|signal
sizeof (*curthread->signal)|size|struct signal_struct
sizeof (curthread->mm->exe_file->f_path)|msize|struct file|f_path
sizeof (curthread->mm->exe_file->f_path.dentry->d_name)|msize|struct dentry|d_name
sizeof (curthread->mm->mm_users)|msize|struct mm_struct|mm_users
sizeof (curthread->comm[0])|size|char
LIST
btf_check "$D" "$tmp/list" "$tmp"
