# cwd, root, execargs and d_path() compared with what /proc says of the
# same process: a perl script run under -c in a directory ten components
# below a temporary one writes readlink /proc/self/cwd and /proc/self/root
# and /proc/self/cmdline (NULs as spaces) to a file, then calls getppid(),
# where dtrace prints the built-ins.  Then the same at strsize exactly the
# path's length (a string holds strsize characters: the whole path), and
# less (cut there),
# and in a chroot (root is the chroot directory, cwd its path from the top).
D=$1
tmp=$(mktemp -d /tmp/dtcwd.XXXXXX) || exit 1
trap 'rm -rf "$tmp"' EXIT
deep=$tmp/one/two/three/four/five/six/seven/eight/nine/ten/abcd
mkdir -p "$deep" || exit 1
cat > "$tmp/probe.pl" <<'PERL'
my ($out, $jail, $dir) = @ARGV;
if ($jail ne "") {
	chroot($jail) or die "chroot: $!";
	chdir($dir) or die "chdir: $!";
	getppid();
	exit(0);
}
open(my $f, "<", "/proc/self/cmdline") or die;
my $c = do { local $/; <$f> };
$c =~ s/\0$//;
$c =~ tr/\0/ /;
open(my $o, ">", $out) or die;
printf $o "[%s] [%s] [%s]\n", readlink("/proc/self/cwd"), readlink("/proc/self/root"), $c;
close($o);
getppid();
PERL
prog='syscall::getppid:entry /pid == $target/ {
	printf("[%s] [%s] [%s]\n", cwd, root, execargs);
	printf("d_path: [%s] [%s]\n", d_path(&curthread->fs->pwd), d_path(&curthread->fs->root));
	exit(0);
}'
show() {
	sed "s|$tmp|TMP|g"
}
cd "$deep" || exit 1
"$D" -q -n "$prog" -c "perl $tmp/probe.pl $tmp/proc" > "$tmp/out"
echo "status $?"
show < "$tmp/out"
if [ "$(head -1 "$tmp/out")" = "$(cat "$tmp/proc")" ]; then
	echo "/proc agrees"
else
	echo "/proc says:"; show < "$tmp/proc"
fi

[ ${#deep} -eq 71 ] || echo "the path is ${#deep} bytes, not 71"
args="perl $tmp/probe.pl $tmp/proc"
for size in 71 64 16; do
	"$D" -q -x strsize=$size -n 'syscall::getppid:entry /pid == $target/ {
		printf("%s\n%s\n", cwd, execargs); exit(0); }' -c "$args" > "$tmp/out"
	n=$size
	[ "$(sed -n 1p "$tmp/out")" = "$(printf %.${n}s "$deep")" ] &&
	    echo "strsize $size: cwd is the first $n bytes of the path" || show < "$tmp/out"
	[ "$(sed -n 2p "$tmp/out")" = "$(printf %.${n}s "$args")" ] &&
	    echo "strsize $size: execargs is the first $n bytes of the arguments" || show < "$tmp/out"
done

cd "$tmp" || exit 1
"$D" -q -n "$prog" -c "perl $tmp/probe.pl - $tmp/one /two/three" > "$tmp/out"
echo "status $?"
show < "$tmp/out"

mkdir "$tmp/gone" || exit 1
cat > "$tmp/gone.pl" <<'PERL'
chdir($ARGV[1]) or die "chdir: $!";
rmdir($ARGV[1]) or die "rmdir: $!";
open(my $o, ">", $ARGV[0]) or die;
printf $o "%s\n", readlink("/proc/self/cwd");
close($o);
getppid();
PERL
"$D" -q -n 'syscall::getppid:entry /pid == $target/ { printf("%s\n", cwd); exit(0); }' \
    -c "perl $tmp/gone.pl $tmp/proc $tmp/gone" > "$tmp/out"
echo "status $?"
show < "$tmp/out"
[ "$(head -1 "$tmp/out")" = "$(cat "$tmp/proc")" ] && echo "/proc agrees" || show < "$tmp/proc"
