# -xerrtags puts the error's tag before the message (part 1; the scripts
# are those of the other tests in this directory)
D=$1
for t in syntax-brace syntax-token undef-var printf-many noprobe-script; do
	"$D" -xerrtags -s $t.d 2>&1
	echo "status $?"
done
"$D" -xerrtags -n 'nosuch:::' 2>&1
echo "status $?"
"$D" -xerrtags -n 'BEGIN { x = 1 / 0; }' 2>&1
echo "status $?"
