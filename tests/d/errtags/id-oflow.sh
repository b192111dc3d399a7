#!/bin/sh
# D_ID_OFLOW: more global variables than DTrace's identifier space holds
# (64256 a scope); the script is generated, one declaration a line.
DTRACE=$1
T=${TMPDIR:-/tmp}/id-oflow.$$
mkdir -p "$T" || exit 1
trap 'rm -rf "$T"' EXIT
awk 'BEGIN { for (i = 0; i < 64257; i++) printf("int v%d;\n", i);
    print "BEGIN { v0 = 1; exit(0); }" }' > "$T/id-oflow.d"
cd "$T" && "$DTRACE" -xerrtags -e -s id-oflow.d
echo "status $?"
