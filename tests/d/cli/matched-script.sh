# "dtrace: script 'x.d' matched N probes": each clause counts the probes it
# enables, so BEGIN + END + BEGIN makes 3
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
printf 'BEGIN\n{\n}\n\nEND\n{\n}\n\nBEGIN\n{\n\texit(0);\n}\n' > two.d
taskset -c 0 "$D" -s two.d
echo "status $?"
printf 'BEGIN\n{\n\texit(0);\n}\n' > one.d
"$D" -s one.d > /dev/null
