# Shell helpers for tests that compare what dtrace computes from kernel
# types with values obtained without it, mostly from BTF as read by
# tests/tools/btfinfo.c.  Source this file (POSIX sh), then:
#
#	btfinfo_build TOOLSDIR WORKDIR
#		compile TOOLSDIR/btfinfo.c into WORKDIR/btfinfo (no Makefile)
#		and set BTFINFO to it; on failure print why and return 1.
#
#	dt_check DTRACE LIST WORKDIR
#		LIST has one check per line, "D-EXPRESSION|EXPECTED[|LABEL]"
#		(LABEL names the check in the output instead of the
#		expression, for expressions that vary from machine to
#		machine); one D
#		program prints every expression with %d in the order of LIST
#		(in BEGIN clauses of at most 25 printf()s: a clause per
#		expression would load a BPF program each and be slow).
#		Prints "EXPRESSION ok" or "EXPRESSION: dtrace X, want Y" per
#		line, and dtrace's status and stderr when it fails.
#		Blank lines and lines starting with # are ignored.
#		The probe is BEGIN unless DT_CHECK_PROBE names another, with
#		DT_CHECK_PRED as its predicate (for example "pid == $1") and
#		DT_CHECK_ARGS as more arguments for dtrace (the $1); the
#		checks then run once, in the first firing.
#
#	btf_check DTRACE LIST WORKDIR
#		like dt_check, but each line is
#			D-EXPRESSION|BTFINFO-COMMAND|TYPE[|MEMBER]
#		e.g.	sizeof (struct file)|size|struct file
#			offsetof(struct qstr, len)|offset|struct qstr|len
#		and btfinfo computes the expected values.

btfinfo_build() {
	BTFINFO=$2/btfinfo
	if ! ${CC:-cc} -o "$BTFINFO" "$1/btfinfo.c" -lbpf > "$2/cc.out" 2>&1; then
		echo "btfinfo: build failed"
		cat "$2/cc.out"
		return 1
	fi
}

dt_check() {
	_d=$1
	_w=$3
	grep -v -e '^#' -e '^$' "$2" > "$_w/checks"
	_probe=${DT_CHECK_PROBE:-BEGIN}
	_pred="/!dt_check_done${DT_CHECK_PRED:+ && ($DT_CHECK_PRED)}/"
	{
		echo '#pragma D option quiet'
		echo 'BEGIN { dt_check_done = 0; }'
		_n=0
		while IFS='|' read -r _e _x _l; do
			[ $((_n % 25)) -eq 0 ] && printf '%s\n%s\n{\n' "$_probe" "$_pred"
			printf '\tprintf("%%d\\n", %s);\n' "$_e"
			_n=$((_n + 1))
			[ $((_n % 25)) -eq 0 ] && echo '}'
		done < "$_w/checks"
		[ $((_n % 25)) -ne 0 ] && echo '}'
		printf '%s\n%s\n{\n\tdt_check_done = 1;\n\texit(0);\n}\n' \
		    "$_probe" "$_pred"
	} > "$_w/check.d"
	"$_d" -s "$_w/check.d" ${DT_CHECK_ARGS:-} > "$_w/got.raw" 2> "$_w/got.err"
	_st=$?
	if [ $_st -ne 0 ] || [ -s "$_w/got.err" ]; then
		echo "dtrace: status $_st"
		cat "$_w/got.err"
	fi
	sed '/^$/d' "$_w/got.raw" > "$_w/got"
	awk -F'|' '{ print ($3 != "" ? $3 : $1) }' "$_w/checks" > "$_w/exprs"
	cut -d'|' -f2 "$_w/checks" > "$_w/want"
	paste -d'|' "$_w/exprs" "$_w/got" "$_w/want" |
	    awk -F'|' '{
		if ($2 == $3 && $2 != "")
			print $1 " ok"
		else
			print $1 ": dtrace " ($2 == "" ? "(nothing)" : $2) \
			    ", want " $3
	    }'
}

btf_check() {
	grep -v -e '^#' -e '^$' "$2" > "$3/btfchecks"
	cut -d'|' -f2- "$3/btfchecks" | "$BTFINFO" - > "$3/btfwant" 2> "$3/btf.err"
	cat "$3/btf.err"
	cut -d'|' -f1 "$3/btfchecks" | paste -d'|' - "$3/btfwant" > "$3/btflist"
	dt_check "$1" "$3/btflist" "$3"
}
