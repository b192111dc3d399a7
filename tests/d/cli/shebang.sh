# an executable script starting "#!/path/to/dtrace -qs" runs directly;
# arguments after the script are its macro arguments
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/script.d" <<EOS
#!$D -qs

BEGIN
{
	printf("hello from %s, arg %d\n", "script", \$1);
	exit(\$1 - 40);
}
EOS
chmod +x "$tmp/script.d"
"$tmp/script.d" 42
echo "status $?"

cat > "$tmp/script2.d" <<EOS
#!$D -s
#pragma D option quiet
BEGIN { printf("second script\n"); exit(0); }
EOS
chmod +x "$tmp/script2.d"
"$tmp/script2.d"
echo "status $?"
