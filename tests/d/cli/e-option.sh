# -e compiles the program and exits without enabling it: no output, no
# "matched" message, status 0; compile errors are still reported
"$1" -e -n 'BEGIN { printf("must not run\n"); exit(3); }'
echo "status $?"
"$1" -e -n 'BEGIN { x = 1 / 0; }' 2>&1
echo "status $?"
