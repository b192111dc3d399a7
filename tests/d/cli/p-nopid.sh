# -p of a process that does not exist, of something that is not a pid, of a
# kernel thread (kthreadd, pid 2): DTrace's messages, status 1
"$1" -n 'BEGIN { exit(0); }' -p 2147483647 2>&1
echo "status $?"
"$1" -n 'BEGIN { exit(0); }' -p 12x 2>&1
echo "status $?"
"$1" -n 'BEGIN { exit(0); }' -p 2 2>&1
echo "status $?"
