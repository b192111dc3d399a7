# a program needing more BPF functions than the kernel allows (256) is
# refused with the reason, not a verifier dump
D=$1
f=/tmp/dt-many-clauses-$$.d
i=0
while [ $i -lt 300 ]; do
	echo "BEGIN { x$i = $i; }"
	i=$((i + 1))
done > $f
echo 'BEGIN { exit(0); }' >> $f
"$D" -q -s $f > $f.out 2>&1
st=$?
sed "s|$f|many.d|" $f.out
echo "status $st"
rm -f $f $f.out
