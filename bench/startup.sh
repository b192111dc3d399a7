#!/bin/sh
# Startup cost: `dtrace -n 'BEGIN { exit(0); }'` (median wall time of 20
# runs), and proof that it does not load the kernel's BTF: strace shows
# whether /sys/kernel/btf/vmlinux is opened.
#
#   sh bench/startup.sh build/dtrace
#
# Results:
#   startup             wall time, ms
#   startup-cpu         user+sys, ms
#   btf_loaded          no|yes  for BEGIN { exit(0); }
#   btf_loaded-paren    no|yes  for a parenthesized expression that starts
#                       with a variable, (x + 1): no kernel type is named,
#                       so BTF need not be read either
# "unknown" when strace is missing or does not see BTF opened by a program
# that does need it (curthread).  Needs root (it runs BEGIN).

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"

prog='BEGIN { exit(0); }'
paren='BEGIN { x = 1; y = (x + 1); exit(0); }'
needs='BEGIN { trace(curthread->pid); exit(0); }'
btf=/sys/kernel/btf/vmlinux

bench_time 20 3 "'$DTRACE' -n '$prog'" || exit 1
bench_result startup "$BT_WALL" ms
bench_result startup-cpu "$BT_CPU" ms

# Does running the program $1 open $btf?  Sets opened=yes|no|unknown.
btf_opened() {
	opened=unknown
	command -v strace >/dev/null 2>&1 || return
	log=$(strace -f -e trace=openat,open -o /dev/stdout "$DTRACE" -q -n "$1" 2>/dev/null) || return
	if printf '%s\n' "$log" | grep -q "\"$btf\""; then
		opened=yes
	else
		opened=no
	fi
}

btf_opened "$needs"
control=$opened
if [ "$control" != yes ]; then
	bench_result btf_loaded unknown -
	bench_result btf_loaded-paren unknown -
	if command -v strace >/dev/null 2>&1; then
		bench_note "startup: strace did not see $btf opened for '$needs' either;" \
		    "cannot tell whether BTF is loaded"
	else
		bench_note "startup: strace is not installed (apt-get install strace)"
	fi
	exit 0
fi
btf_opened "$prog"
bench_result btf_loaded "$opened" -
btf_opened "$paren"
bench_result btf_loaded-paren "$opened" -
bench_note "startup: timed with $BT_HOW; BTF check: strace -e openat of $btf" \
    "(control: '$needs' opens it)"
