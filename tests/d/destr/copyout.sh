# copyoutstr() and copyout() write into the traced process's memory: perl
# passes its buffers to write(2) with fd 99 and 98 (failing calls) and
# prints them afterwards.  (Skipped on kernels that forbid BPF writes to
# user memory: copyout-refused tests the message there.)
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/out.pl" <<'PL'
my $buf = "original" . ("\0" x 56);
my $num = pack("L", 7);
syscall(1, 99, $buf, 0);
syscall(1, 98, $num, 0);
print unpack("Z*", $buf), " ", unpack("L", $num), "\n";
PL
"$D" -w -q -n '
syscall::write:entry /pid == $target && arg0 == 99/ { copyoutstr("hello, world", arg1, 64); }
syscall::write:entry /pid == $target && arg0 == 98/ { copyout("\x04\x03\x02\x01", arg1, 4); }
' -c "perl $tmp/out.pl" 2>&1 | grep -v '^dtrace: pid'
