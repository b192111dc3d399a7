# offsetof() of kernel struct and union members, compared with the offsets
# that BTF gives (tests/tools/btfinfo.c); several sit inside anonymous
# structs and unions (struct file's f_path, all of mm_struct, sk_buff's
# struct_group members, the union bpf_attr), some types are typedefs
D=$1
tools=$(cd "$2/../../tools" && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
. "$tools/btfinfo.sh"
btfinfo_build "$tools" "$tmp" || exit 1

cat > "$tmp/list" <<'LIST'
offsetof(struct task_struct, thread_info)|offset|struct task_struct|thread_info
offsetof(struct task_struct, se)|offset|struct task_struct|se
offsetof(struct task_struct, mm)|offset|struct task_struct|mm
offsetof(struct task_struct, pid)|offset|struct task_struct|pid
offsetof(struct task_struct, tgid)|offset|struct task_struct|tgid
offsetof(struct task_struct, real_parent)|offset|struct task_struct|real_parent
offsetof(struct task_struct, cred)|offset|struct task_struct|cred
offsetof(struct task_struct, comm)|offset|struct task_struct|comm
offsetof(struct task_struct, signal)|offset|struct task_struct|signal
offsetof(struct task_struct, thread)|offset|struct task_struct|thread
offsetof(struct file, f_mode)|offset|struct file|f_mode
offsetof(struct file, f_op)|offset|struct file|f_op
offsetof(struct file, f_inode)|offset|struct file|f_inode
offsetof(struct file, f_flags)|offset|struct file|f_flags
offsetof(struct file, f_path)|offset|struct file|f_path
offsetof(struct file, f_pos)|offset|struct file|f_pos
offsetof(struct path, mnt)|offset|struct path|mnt
offsetof(struct path, dentry)|offset|struct path|dentry
offsetof(struct dentry, d_parent)|offset|struct dentry|d_parent
offsetof(struct dentry, d_name)|offset|struct dentry|d_name
offsetof(struct dentry, d_inode)|offset|struct dentry|d_inode
offsetof(struct dentry, d_sb)|offset|struct dentry|d_sb
offsetof(struct qstr, hash)|offset|struct qstr|hash
offsetof(struct qstr, len)|offset|struct qstr|len
offsetof(struct qstr, hash_len)|offset|struct qstr|hash_len
offsetof(struct qstr, name)|offset|struct qstr|name
offsetof(struct mm_struct, mm_users)|offset|struct mm_struct|mm_users
offsetof(struct mm_struct, start_code)|offset|struct mm_struct|start_code
offsetof(struct mm_struct, arg_start)|offset|struct mm_struct|arg_start
offsetof(struct mm_struct, exe_file)|offset|struct mm_struct|exe_file
offsetof(struct sk_buff, dev)|offset|struct sk_buff|dev
offsetof(struct sk_buff, tstamp)|offset|struct sk_buff|tstamp
offsetof(struct sk_buff, cb)|offset|struct sk_buff|cb
offsetof(struct sk_buff, len)|offset|struct sk_buff|len
offsetof(struct sk_buff, protocol)|offset|struct sk_buff|protocol
offsetof(struct sk_buff, head)|offset|struct sk_buff|head
offsetof(struct sk_buff, data)|offset|struct sk_buff|data
offsetof(struct sk_buff, users)|offset|struct sk_buff|users
offsetof(struct signal_struct, nr_threads)|offset|struct signal_struct|nr_threads
offsetof(struct signal_struct, rlim)|offset|struct signal_struct|rlim
offsetof(struct list_head, prev)|offset|struct list_head|prev
offsetof(union bpf_attr, key_size)|offset|union bpf_attr|key_size
offsetof(spinlock_t, rlock)|offset|spinlock_t|rlock
offsetof(atomic64_t, counter)|offset|atomic64_t|counter
LIST
btf_check "$D" "$tmp/list" "$tmp"
