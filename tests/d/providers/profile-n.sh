# profile-N fires on every CPU; keep every CPU busy so that none is idle
ncpu=$(nproc)
pids=
i=0
while [ $i -lt "$ncpu" ]; do
	taskset -c $i sh -c 'while :; do :; done' &
	pids="$pids $!"
	i=$((i + 1))
done
"$1" -s profile-n.d
echo "status $?"
kill $pids
