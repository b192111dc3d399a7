# limit-inline-code.d: the line is where the code went past the limit,
# which depends on the code generated
"$1" -q -s limit-inline-code.d 2> "${TMPDIR:-/tmp}/limit-inline-code.$$"
st=$?
sed 's/line [0-9]*:/line N:/' "${TMPDIR:-/tmp}/limit-inline-code.$$" >&2
rm -f "${TMPDIR:-/tmp}/limit-inline-code.$$"
exit $st
