# offsetof() of every member that is reached through anonymous structs and
# unions (BTF members without a name), for several kernel types: the list
# comes from BTF (tests/tools/btfinfo.c "anon"), and so do the expected
# offsets.  One line per type: "TYPE: anonymous members ok".
D=$1
tools=$(cd "$2/../../tools" && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
. "$tools/btfinfo.sh"
btfinfo_build "$tools" "$tmp" || exit 1

for t in 'struct file' 'struct dentry' 'struct qstr' 'struct mm_struct' \
    'struct sk_buff' 'struct page' 'struct inode' 'struct sock' \
    'union bpf_attr' 'spinlock_t'; do
	"$BTFINFO" anon "$t" > "$tmp/anon" || exit 1
	if [ ! -s "$tmp/anon" ]; then
		echo "$t: BTF shows no anonymous members"
		continue
	fi
	while read -r m off; do
		echo "offsetof($t, $m)|offset|$t|$m"
	done < "$tmp/anon" > "$tmp/list"
	btf_check "$D" "$tmp/list" "$tmp" > "$tmp/res"
	if grep -v ' ok$' "$tmp/res"; then
		:
	else
		echo "$t: anonymous members ok"
	fi
done
