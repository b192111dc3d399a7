#!/bin/bash
#
# tests/run.sh: run the unit tests and the golden D tests.
#
#	sh tests/run.sh BUILD_DIR
#
# Unit tests: every executable BUILD_DIR/tests/test_* is run; each prints one
# line "unit NAME: N passed, N failed" (tests/unit/unit.h) and the counts are
# added up.  A unit binary that crashes, exits non-zero with nothing failed,
# or prints no such line counts as one more failure and its output is shown.
#
# Golden D tests: every TESTROOT/<area>/<name>.d (TESTROOT defaults to
# tests/d; .d files deeper down are not tests, so tests may keep included
# files in subdirectories).  Beside <name>.d:
#	<name>.args	arguments for dtrace, one line, shell-word-split; @D@ is
#			replaced by the .d file's name (default: -s <name>.d)
#	<name>.sh	run "sh <name>.sh DTRACE TESTDIR" instead of dtrace
#	<name>.out	expected stdout (missing: stdout must be empty)
#	<name>.err	expected stderr (missing: stderr is not checked)
#	<name>.status	expected exit status (default 0)
#	<name>.skip	first line is a shell condition; if it succeeds the test
#			is skipped; the second line, if any, is the reason
#	<name>.timeout	seconds before the test is killed and fails (default 30)
# Each test runs with cwd = its directory, stdin from /dev/null, LC_ALL=C,
# and with DTRACE set to the absolute path of the dtrace binary.  Paths handed
# to tests are absolute; dtrace is given the .d file's name relative to the
# test directory so that messages naming the file are stable.  D tests need
# root and are skipped otherwise (DT_TEST_NOROOT=1 runs them anyway).
#
# Environment: TESTS=substring selects tests by path ("tests/d/area/name" or
# "unit/test_NAME"); TESTROOT=dir replaces tests/d.
#
# DT_VALGRIND=1 (make check VALGRIND=1): the D tests run dtrace under
# valgrind's memcheck, and a test fails on any error memcheck reports or any
# definite or indirect leak, besides what it checks.  DTRACE is then a
# script that runs BUILD_DIR/dtrace under valgrind (--leak-check=full,
# --errors-for-leak-kinds=definite,indirect, tests/valgrind.supp, one log
# a process); timeouts are DT_VALGRIND_SCALE (default 10) times longer.
# Only the consumer-side areas run, those whose output the dtrace process
# makes (compiling, checking, formatting, aggregating, printing): actions
# aggs basic buffers cli decl destr errors errtags expr fuzzregress guide
# print spec strings subr types vars xlate.  The others (providers, pid,
# usdt, proc, sched, io, net, lockstat, stable) test the kernel side:
# probes firing under a workload, at rates and within times that valgrind's
# slowness changes.  tests/valgrind.skip lists the consumer-side tests that
# do not run under valgrind, each with its reason; the unit tests do not
# run either (make check runs them).
#
# Output: "ok   PATH", "FAIL PATH" with diffs (40 lines at most), "skip PATH:
# reason", and a last line "N passed, N failed" (", N skipped" if any were).
# Exit status 1 if anything failed, else 0.

# The Makefile runs us with sh; we need bash.
if [ -z "${BASH_VERSION:-}" ]; then
	exec bash "$0" "$@"
fi

set -u
export LC_ALL=C

usage() {
	echo "usage: sh tests/run.sh BUILD_DIR" >&2
	exit 2
}

[ $# -eq 1 ] || usage
[ -d "$1" ] || { echo "run.sh: $1: no such build directory" >&2; exit 2; }

BUILD=$(cd "$1" && pwd)
DTRACE=$BUILD/dtrace
SCRIPTDIR=$(cd "$(dirname "$0")" && pwd)
if [ -n "${TESTROOT:-}" ]; then
	ROOTSHOW=${TESTROOT%/}
	ROOTABS=$(cd "$TESTROOT" 2>/dev/null && pwd) || ROOTABS=
else
	ROOTSHOW=tests/d
	ROOTABS=$SCRIPTDIR/d
fi
PATTERN=${TESTS:-}
MAXDIFF=40
VALGRIND=${DT_VALGRIND:-0}
VG_SCALE=${DT_VALGRIND_SCALE:-10}
VG_AREAS=" actions aggs basic buffers cli decl destr errors errtags expr fuzzregress guide print spec strings subr types vars xlate "
VG_STATUS=97	# memcheck's exit status when it found errors

npass=0
nfail=0
nskip=0

TMP=$(mktemp -d "${TMPDIR:-/tmp}/dtrace-tests.XXXXXX") || exit 2
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM

# Under valgrind DTRACE is a script in $TMP running BUILD_DIR/dtrace under
# memcheck, each process logging into $TMP/vg/PID (empty unless memcheck
# reports something: -q).
if [ "$VALGRIND" = 1 ]; then
	command -v valgrind > /dev/null ||
		{ echo "run.sh: DT_VALGRIND=1: valgrind is not installed" >&2; exit 2; }
	[[ "$VG_SCALE" =~ ^[0-9]+$ ]] || VG_SCALE=10
	mkdir -p "$TMP/vg"
	cat > "$TMP/dtrace" <<-EOF
	#!/bin/sh
	exec valgrind -q --tool=memcheck --leak-check=full \\
	    --errors-for-leak-kinds=definite,indirect --error-exitcode=$VG_STATUS \\
	    --suppressions="$SCRIPTDIR/valgrind.supp" --log-file="$TMP/vg/%p" \\
	    "$DTRACE" "\$@"
	EOF
	chmod +x "$TMP/dtrace"
	DTRACE=$TMP/dtrace
fi

export DTRACE

# selected PATH: true if TESTS is unset or a substring of PATH.
selected() {
	[ -z "$PATTERN" ] || [[ "$1" == *"$PATTERN"* ]]
}

# show_head FILE MAX: print FILE indented, at most MAX lines.
show_head() {
	local total
	total=$(wc -l < "$1")
	sed -n "1,${2}p" "$1" | sed 's/^/    /'
	if [ "$total" -gt "$2" ]; then
		echo "    ... ($((total - $2)) more lines)"
	fi
}

# describe STATUS: "exit status 1", "exit status 139 (signal 11)".
describe() {
	if [ "$1" -gt 128 ] && [ "$1" -lt 160 ]; then
		echo "exit status $1 (signal $(($1 - 128)))"
	else
		echo "exit status $1"
	fi
}

# show_diff WHAT EXPECTED ACTUAL: unified diff, truncated.
show_diff() {
	diff -u --label "expected $1" --label "actual $1" "$2" "$3" > "$TMP/diff"
	show_head "$TMP/diff" "$MAXDIFF"
}

# ------------------------------------------------------------------
# Unit tests
# ------------------------------------------------------------------

run_unit() {
	local bin=$1 name path line st passed failed extra
	name=$(basename "$bin")
	path=unit/$name
	selected "$path" || return 0

	# The braces keep bash's "Aborted"/"Segmentation fault" notices quiet.
	{ timeout -k 5 60 "$bin" < /dev/null > "$TMP/out" 2> "$TMP/err"; } 2> /dev/null
	st=$?
	line=$(grep -E '^unit [^ ]+: [0-9]+ passed, [0-9]+ failed$' "$TMP/out" | tail -n 1)
	if [ -z "$line" ]; then
		nfail=$((nfail + 1))
		echo "FAIL $path: no result line ($(describe "$st"))"
		show_head "$TMP/out" "$MAXDIFF"
		show_head "$TMP/err" "$MAXDIFF"
		return 0
	fi
	passed=$(echo "$line" | sed -E 's/^.*: ([0-9]+) passed.*$/\1/')
	failed=$(echo "$line" | sed -E 's/^.* ([0-9]+) failed$/\1/')
	extra=0
	if [ "$st" -ge 124 ] || { [ "$st" -ne 0 ] && [ "$failed" -eq 0 ]; }; then
		extra=1		# crashed, timed out or lied about its result
	fi
	npass=$((npass + passed))
	nfail=$((nfail + failed + extra))
	if [ "$failed" -eq 0 ] && [ "$extra" -eq 0 ]; then
		echo "ok   $path ($passed checks)"
	else
		echo "FAIL $path: $passed passed, $failed failed ($(describe "$st"))"
		grep -v -E '^unit [^ ]+: [0-9]+ passed, [0-9]+ failed$' "$TMP/out" \
			> "$TMP/rest"
		show_head "$TMP/rest" "$MAXDIFF"
		show_head "$TMP/err" "$MAXDIFF"
	fi
}

for bin in "$BUILD"/tests/test_*; do
	if [ ! -f "$bin" ] || [ ! -x "$bin" ] || [ "$VALGRIND" = 1 ]; then
		continue
	fi
	run_unit "$bin"
done

# ------------------------------------------------------------------
# Golden D tests
# ------------------------------------------------------------------

# vg_skip SHOW: the reason tests/valgrind.skip gives for not running test
# SHOW under valgrind; false if it gives none.
vg_skip() {
	[ -f "$SCRIPTDIR/valgrind.skip" ] || return 1
	awk -v t="$1" '$1 == t { $1 = ""; sub(/^ +/, ""); print; found = 1; exit }
	    END { exit !found }' "$SCRIPTDIR/valgrind.skip"
}

# vg_errors: what memcheck reported of the last test's processes, into
# $TMP/vgrep (true if anything); the logs are removed for the next test.
# Its own notes ("--PID-- WARNING: unhandled eBPF command") are not errors.
vg_errors() {
	local f found=1

	: > "$TMP/vgrep"
	for f in "$TMP"/vg/*; do
		[ -f "$f" ] || continue
		if grep -q '^==[0-9]*==' "$f"; then
			cat "$f" >> "$TMP/vgrep"
			found=0
		fi
		rm -f "$f"
	done
	return $found
}

# run_dtest DFILE SHOW: run one test; DFILE is absolute, SHOW is for output.
run_dtest() {
	local dfile=$1 show=$2 dir name base cond reason t args st expst ok vgerr=0

	dir=$(dirname "$dfile")
	name=$(basename "$dfile" .d)
	base=$dir/$name

	if [ "$VALGRIND" = 1 ] && reason=$(vg_skip "$show"); then
		nskip=$((nskip + 1))
		echo "skip $show: under valgrind: $reason"
		return 0
	fi
	if [ -f "$base.skip" ]; then
		cond=$(sed -n 1p "$base.skip")
		if (cd "$dir" && sh -c "$cond") < /dev/null > /dev/null 2>&1; then
			reason=$(sed -n 2p "$base.skip")
			nskip=$((nskip + 1))
			echo "skip $show: ${reason:-$cond}"
			return 0
		fi
	fi

	t=30
	if [ -f "$base.timeout" ]; then
		t=$(sed -n 1p "$base.timeout" | tr -d ' \t\r')
		[[ "$t" =~ ^[0-9]+(\.[0-9]+)?$ ]] || t=30
	fi
	if [ "$VALGRIND" = 1 ]; then
		t=$(awk -v t="$t" -v s="$VG_SCALE" 'BEGIN { print t * s }')
	fi

	if [ -f "$base.sh" ]; then
		{ (cd "$dir" && exec timeout -k 5 "$t" sh "$base.sh" "$DTRACE" "$dir") \
			< /dev/null > "$TMP/out" 2> "$TMP/err"; } 2> /dev/null
		st=$?
	else
		if [ -f "$base.args" ]; then
			args=$(tr '\n' ' ' < "$base.args")
			args=${args//@D@/$name.d}
		else
			args="-s $name.d"
		fi
		{ (cd "$dir" && eval "set -- $args" &&
		   exec timeout -k 5 "$t" "$DTRACE" "$@") \
			< /dev/null > "$TMP/out" 2> "$TMP/err"; } 2> /dev/null
		st=$?
	fi

	expst=0
	if [ -f "$base.status" ]; then
		expst=$(sed -n 1p "$base.status" | tr -d ' \t\r')
	fi

	ok=1
	if [ -f "$base.out" ]; then
		cp "$base.out" "$TMP/exp.out"
	else
		: > "$TMP/exp.out"
	fi
	cmp -s "$TMP/exp.out" "$TMP/out" || ok=0
	if [ -f "$base.err" ]; then
		cmp -s "$base.err" "$TMP/err" || ok=0
	fi
	[ "$st" = "$expst" ] || ok=0
	if [ "$VALGRIND" = 1 ] && vg_errors; then
		ok=0
		vgerr=1
	fi

	if [ "$ok" -eq 1 ]; then
		npass=$((npass + 1))
		echo "ok   $show"
		return 0
	fi

	nfail=$((nfail + 1))
	echo "FAIL $show"
	if [ "$st" != "$expst" ]; then
		if [ "$st" -eq 124 ] || [ "$st" -eq 137 ]; then
			echo "  timed out after ${t}s (exit status $st)"
		else
			echo "  $(describe "$st"), expected $expst"
		fi
	fi
	if ! cmp -s "$TMP/exp.out" "$TMP/out"; then
		echo "  stdout differs:"
		show_diff stdout "$TMP/exp.out" "$TMP/out"
	fi
	if [ -f "$base.err" ]; then
		if ! cmp -s "$base.err" "$TMP/err"; then
			echo "  stderr differs:"
			show_diff stderr "$base.err" "$TMP/err"
		fi
	elif [ -s "$TMP/err" ]; then
		echo "  stderr (not checked):"
		show_head "$TMP/err" 20
	fi
	if [ "$vgerr" -eq 1 ]; then
		echo "  valgrind:"
		show_head "$TMP/vgrep" "$MAXDIFF"
	fi
}

if [ -n "$ROOTABS" ] && [ -d "$ROOTABS" ]; then
	mapfile -t dfiles < <(cd "$ROOTABS" && find . -mindepth 2 -maxdepth 2 \
		-type f -name '*.d' | sed 's|^\./||' | sort)
else
	dfiles=()
fi

root_ok=1
if [ "$(id -u)" -ne 0 ] && [ "${DT_TEST_NOROOT:-0}" != 1 ]; then
	root_ok=0
fi
[ ${#dfiles[@]} -eq 0 ] || [ -x "$DTRACE" ] ||
	echo "warning: $DTRACE does not exist or is not executable"

nroot=0
nvgarea=0
for rel in ${dfiles[@]+"${dfiles[@]}"}; do
	show=$ROOTSHOW/${rel%.d}
	selected "$show" || continue
	if [ "$VALGRIND" = 1 ] && [[ "$VG_AREAS" != *" ${rel%%/*} "* ]]; then
		nvgarea=$((nvgarea + 1))
		continue
	fi
	if [ "$root_ok" -eq 0 ]; then
		nroot=$((nroot + 1))
		continue
	fi
	run_dtest "$ROOTABS/$rel" "$show"
done
if [ "$nroot" -gt 0 ]; then
	nskip=$((nskip + nroot))
	echo "skip $nroot D tests: they need root"
fi
if [ "$nvgarea" -gt 0 ]; then
	echo "not run under valgrind: $nvgarea D tests of the kernel-side areas"
fi

# ------------------------------------------------------------------
# Summary
# ------------------------------------------------------------------

if [ "$nskip" -gt 0 ]; then
	echo "$npass passed, $nfail failed, $nskip skipped"
else
	echo "$npass passed, $nfail failed"
fi
[ "$nfail" -eq 0 ]
