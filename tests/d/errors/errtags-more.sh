# -xerrtags puts the error's tag before the message (part 2)
D=$1
for t in undef-func div-zero mod-zero agg-redef printf-type printf-few; do
	"$D" -xerrtags -s $t.d 2>&1
	echo "status $?"
done
