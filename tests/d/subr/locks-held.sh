# run locks-held.d on a shell that runs /bin/true in a loop
D=$1
sh -c 'while :; do /bin/true; sleep 0.01; done' &
spid=$!
trap 'kill $spid 2>/dev/null; wait' EXIT
"$D" -s locks-held.d $spid
echo "status $?"
