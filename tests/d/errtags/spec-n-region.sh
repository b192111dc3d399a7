# for -n text the message names the region, as DTrace's does
"$1" -xerrtags -e -n 'BEGIN { speculate(1); speculate(2); }'
echo "status $?"
