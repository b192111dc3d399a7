# scripts/iosnoop.d on dd writing 2 MB with O_DIRECT to a file of this
# test's directory, on its disk (../io/disk.sh), then reading 1 MB of it
# back with O_DIRECT: dd's requests on that disk add up to at least those
# bytes each way, every latency is a number, and nothing is issued by
# another process (only the -c process and its descendants are traced: the
# dd commands, and the sh running them, which on a machine with cold caches
# reads its own pages in: a clean CI machine showed one such request).
. inc/env.sh
. ../io/disk.sh
disk=$(io_disk) || exit 1
tmpdir -p .
cat > "$T/w.sh" <<SH
dd if=/dev/zero of=$T/f bs=1M count=2 oflag=direct conv=fsync status=none
dd if=$T/f of=/dev/null bs=1M count=1 iflag=direct status=none
SH
"$S/iosnoop.d" -c "sh $T/w.sh" > "$T/out" 2> "$T/err"
echo "status $?"
sed -n 1p "$T/out"
awk -v disk="$disk" 'NR > 1 && NF > 0 {
	if ($7 != "dd" && $7 != "sh") other++
	if ($5 !~ /^[0-9]+$/) badlat++
	if ($1 == disk && $7 == "dd") b[$2] += $4
    }
    END { printf("dd wrote >= 2 MB: %d, read >= 1 MB: %d, latencies not numbers: %d, other issuers: %d\n",
	b["W"] >= 2097152, b["R"] >= 1048576, badlat, other) }' "$T/out"
# io:::done fires in interrupt context: one that comes while one of our
# programs runs on its CPU is dropped and reported; anything else on
# stderr is an error
grep -v ' drops\{0,1\} (probe fired while another' "$T/err" || true
