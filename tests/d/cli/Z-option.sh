# -Z permits a description that matches no probes ("matched 0 probes");
# the rest of the program runs
"$1" -Z -n 'nosuch:::entry { trace(1); }' -n 'BEGIN { exit(0); }' > /dev/null
echo "status $?"
"$1" -Z -q -n 'syscall::nosuchcall:entry { trace(1); }' -n 'BEGIN { printf("ran\n"); exit(0); }'
echo "status $?"
