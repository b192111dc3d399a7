# io:::start, done, wait-start and wait-done around dd writing 4 MB with
# O_DIRECT to a file of this test's directory, on its disk (start-done.d);
# the bytes started and done are at least the 4 MB, and the same
D=$1
T=$(mktemp -d -p .) || exit 1
trap 'rm -rf "$T"' EXIT
. ./disk.sh
disk=$(io_disk) || exit 1
"$D" -s start-done.d -c "dd if=/dev/zero of=$T/f bs=1M count=4 oflag=direct conv=fsync status=none" \
    "$disk" > "$T/out" 2> "$T/err"
echo "status $?"
awk '/^bytes/ { b[$2] = $3; next } { print }
    END { printf("started >= 4 MB: %d, done the same: %d\n", b["started"] >= 4194304,
    b["done"] == b["started"]) }' "$T/out" | grep -v '^$'
# io:::done fires in interrupt context: one that comes while one of our
# programs runs on its CPU is dropped and reported (DTrace does not nest
# probes either); that line is not an error (a dropped done of the
# writer's shows in the counts above); anything else on stderr is
grep -v ' drops\{0,1\} (probe fired while another' "$T/err" || true
