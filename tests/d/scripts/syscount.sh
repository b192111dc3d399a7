# scripts/syscount.d on inc/sctrig.c, which calls getppid() 100 times and
# getpgrp() 7 times: by call, those counts exactly (only the -c process is
# traced); by process, one row, the program's, with at least those 107.
. inc/env.sh
tmpdir
build sctrig
"$S/syscount.d" -c "$T/sctrig" > "$T/out"
echo "status $?"
awk '/^ *PID COMM/ || /^SYSCALL/ { print; t = $1; next }
    t == "PID" && NF == 3 { rows++; if ($2 == "sctrig" && $3 >= 107) ok++ }
    t == "SYSCALL" && ($1 == "getppid" || $1 == "getpgrp" || $1 == "exit_group") { print $1, $2 }
    NR == 1 { print }
    END { printf("by process: %d rows, sctrig with 107 calls or more: %d\n", rows, ok) }' "$T/out"
