# -s of binary bytes without a NUL (the start of an ELF header, control
# characters, bytes above 0x7f): the lexer's error on the first bad byte
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
printf '\177ELF\002\001\001\377\376\033[0m\n\200\201' > blob.d
"$1" -s blob.d
