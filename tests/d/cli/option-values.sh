# Option values as DTrace parses them: sizes with a k/m/g/t suffix (any
# size; "1b" is none), booleans for flags, words for the options that take
# them; a bad value is "Invalid value for specified option", from -x and
# from #pragma D option alike; cpp's options and stdc only from the command line
D=$1
"$D" -xquiet=please -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -xbufsize=1b -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -xnspec=-72 -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -xstdc=q -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -xevaltime=later -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -xiregs=9 -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -n '#pragma D option specsize=1b
BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -n '#pragma D option stdc=a
BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -n '#pragma D option incdir=/tmp
BEGIN { exit(0); }' 2>&1; echo "status $?"
# accepted: small sizes, boolean words, every stdc and evaltime value
"$D" -q -xbufsize=64 -xdynvarsize=15 -xaggsize=1k -xquiet=yes -xrawbytes=off -xstdc=c \
    -xevaltime=main -xiregs=8 -xbufpolicy=fill -xstatusrate=10sec -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
"$D" -b 4k -e -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -b 1g -b 2g -64 -e -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -32 -e -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"	# tests/d/cli/model-* test it
# a buffer smaller than a record fails at enabling, as in DTrace
"$D" -q -b 16 -n 'BEGIN { trace(execname); exit(0); }' 2>&1; echo "status $?"
# argref: operands need not be referenced
"$D" -q -xargref -n 'BEGIN { exit(0); }' unused 2>&1; echo "status $?"
