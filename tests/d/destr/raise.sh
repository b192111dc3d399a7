# raise(sig) sends sig to the process that fired the probe (its handler
# runs); a signal number outside 1..64 is an illegal operation.
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/sig.pl" <<'PL'
open(STDOUT, ">", $ARGV[0]); $| = 1;
$SIG{USR1} = sub { print "perl: got SIGUSR1\n" };
syscall(110);
print "perl: after getppid\n";
PL
"$D" -w -q -n '
syscall::getppid:entry /pid == $target/ { raise(SIGUSR1); printf("raised\n"); }
syscall::getppid:entry /pid == $target/ { raise(0); }' -c "perl $tmp/sig.pl $tmp/perl.out" 2>&1 | grep -v '^dtrace: pid'
echo "status $?"
cat "$tmp/perl.out"
