# a -c command that cannot be executed: DTrace's message and status 1,
# before anything is compiled or traced
"$1" -n 'BEGIN { exit(0); }' -c 'nosuch-dtrace-test-command arg' 2>&1
echo "status $?"
"$1" -n 'BEGIN { exit(0); }' -c /etc/passwd 2>&1
echo "status $?"
