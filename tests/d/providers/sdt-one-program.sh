# Load once, attach many: every probe of the sched group and a clause with
# args[] on one of them run one BPF program (the probe is told by the BPF
# cookie, its arguments found through the per-probe argument map).  The
# tick that ends it is slow, as a tick firing while the sched program runs on
# its CPU is a drop (reported) that a loaded machine would make likely; the
# sched probes that fire while another program runs on their CPU are such
# drops too, which a loaded machine reports, so those lines are left out.
D=$1
"$D" -xverbose -n 'sdt::sched: { @ = count(); }
    sdt:::sched_process_exec { trace(args[0]); } tick-100ms { exit(0); }' 2>&1 >/dev/null |
    sed -E -e 's/: [0-9]+ instructions, [0-9]+ verified, loaded in [0-9.]+ ms/: loaded/' \
    -e 's/matched [0-9]+ probes/matched N probes/' |
    grep -v ' drops\{0,1\} (probe fired while another BPF program was running on its CPU)'
echo "status $?"
