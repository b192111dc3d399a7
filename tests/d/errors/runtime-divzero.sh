# run runtime-divzero.d; the error lines end with a location that is ours
# to choose (classic: "at DIF offset N"), so only their start is compared
"$1" -s runtime-divzero.d 2> err.$$
echo "status $?"
sed -E 's/^(dtrace: error on enabled probe ID [0-9]+ \(ID [0-9]+: [^)]*\): [a-z-]+ in action #[0-9]+) at .*$/\1 at .../' err.$$
rm -f err.$$
