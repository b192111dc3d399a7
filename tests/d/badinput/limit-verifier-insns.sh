# 500 quantize() in a clause: more than the 1000000 instructions the kernel's verifier walks
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
awk 'BEGIN { print "BEGIN { y = timestamp;"; for (i = 0; i < 500; i++) print "@q = quantize(y);"; print "exit(0); }" }' > big.d
"$1" -q -s big.d 2> err
st=$?
# (the count depends on the code generated, or on the kernel)
sed 's/Processed [0-9]* insn/Processed N insn/' err >&2
exit $st
