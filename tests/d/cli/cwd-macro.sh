# $cwd (an extension) and $$cwd are dtrace's working directory as a string
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/some dir"
cd "$tmp/some dir" || exit 1
"$D" -qn 'BEGIN { printf("%s\n%s\n", $cwd, $$cwd); exit(0); }' > "$tmp/out"
echo "status $?"
sed "s|^$(pwd -P)\$|<cwd>|" "$tmp/out"
