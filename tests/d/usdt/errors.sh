# USDT errors: a provider the process's objects have no notes of, and a
# probe the provider does not have, match no probes (with -xerrtags);
# pid<N> stays the pid provider's even in a process with USDT notes.
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" "$D" || exit 1
norm() { sed -e 's/\([a-z]\)[0-9][0-9]*:/\1N:/g' -e "s|$T|T|g"; }
for d in 'nosuch$target:::' 'usdtt$target:::nosuch' 'usdtt$target:libc.so.6::'; do
	"$D" -xerrtags -n "$d" -c "$T/usdtt 1" > "$T/o" 2>&1
	echo "status $?"
	norm < "$T/o"
done
"$D" -l -n 'pid$target:a.out:main:entry' -c "$T/usdtt 1" |
    awk '{ sub(/^pid[0-9]+$/, "pidN", $2); $1 = $1; print }'
echo "status $?"
rm -rf "$T"
