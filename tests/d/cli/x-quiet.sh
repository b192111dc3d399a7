# -x quiet, -xquiet and #pragma D option quiet all turn on quiet mode
"$1" -x quiet -s x-quiet.d
"$1" -xquiet -s x-quiet.d
"$1" -q -n 'BEGIN { trace(4); trace("\n"); exit(0); }'
