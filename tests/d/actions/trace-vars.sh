# non-quiet trace() of variables and expressions: each clause's probe line
# ends with a newline, data follows the probe name
exec taskset -c 0 "$1" -n 'BEGIN { s = "abc"; i = 42; trace(s); trace(i * 2); }' \
    -n 'BEGIN { trace(i - 100); trace(s == "abc"); exit(0); }'
