# a script with a NUL byte: the message names the NUL's line
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
printf 'BEGIN\n{\n\texit(0);\0\n}\n' > nul.d
"$1" -s nul.d
