# run runtime-divzero.d; an error line ends with a location that is ours to
# choose (classic: "at DIF offset N"), so only its start is compared, and the
# tick probe's ID depends on the order probes were created
"$1" -s runtime-divzero.d 2> err.$$
echo "status $?"
sed -E -e 's/^(dtrace: error on enabled probe ID [0-9]+ \(ID [0-9]+: [^)]*\): [a-z-]+ in action #[0-9]+) at .*$/\1 at .../' \
    -e 's/\(ID [0-9]+: profile:::/(ID N: profile:::/' err.$$
rm -f err.$$
