# fds[] at syscall::write:entry of a shell script that writes twice to a
# file of a directory made here (its name replaced by DIR, its file
# system's type by FS), once to its stdout (a pipe into cat, whose
# /proc/PID/fd link the script reads: PIPE-LINK), with a file
# open for reading as fd 4, /dev/null as its stdin and a file as its
# stderr (dtrace's, shown after); dtrace's output
# goes to a file (-o), so that the two do not interleave
D=$1
dir=$(mktemp -d "${TMPDIR:-/tmp}/fds.XXXXXX")
fs=$(findmnt -n -o FSTYPE -T "$dir")
: > "$dir/in.txt"
cat > "$dir/w.sh" <<EOS
exec 3>$dir/out.txt 4<$dir/in.txt
echo one >&3
echo two >&3
l=\$(readlink /proc/\$\$/fd/1)
env printf '%s\\n' "\$l" > $dir/link
echo three
EOS
{ "$D" -q -c "sh $dir/w.sh" -o "$dir/trace" -s fds.d < /dev/null 2> "$dir/err"
    echo "status $?" > "$dir/status"; } | cat > "$dir/stdout"
cat "$dir/status"
link=$(sed 's/[]$*.^[]/\\&/g' "$dir/link")	# as a regular expression
# sorted: the shell's writes may run on either CPU, and each CPU's records
# print from its own buffer
sed "s|$dir|DIR|g; s| fs $fs | fs FS |; s|$link|PIPE-LINK|g" "$dir/trace" | sort
echo "its stdout:"
cat "$dir/stdout"
echo "stderr:"
cat "$dir/err"
rm -rf "$dir"
