# -S prints the generated BPF program; the program still runs
"$1" -S -q -n 'BEGIN { printf("ran\n"); exit(0); }' > out.$$ 2>&1
echo "status $?"
grep -q 'call bpf_perf_event_output' out.$$ && echo "has perf_event_output call"
grep -q '^ran$' out.$$ && echo "program ran"
rm -f out.$$
