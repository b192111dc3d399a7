# -l -P profile lists the default profile-N and tick-N probes; probe IDs
# depend on the order probes are created, so they are shown as N
"$1" -l -P profile | sed -E 's/^ {0,4}[0-9]{1,5} /    N /'
echo "status $?"
