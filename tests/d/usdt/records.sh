# Provider records that cannot type a probe's arguments are left alone,
# without an error: a type a register cannot hold (an array, a double: the
# spec's integer type instead; the int beside them is typed), a record
# whose probe has another argument count than its note (the spec's types),
# a malformed record (its provider's probes typed by their specs; with
# -xverbose a diagnostic says why).  The probes fire with their arguments.
D=$1
T=$(mktemp -d)
cc -O2 -o "$T/records" inc/records.c || exit 1
"$D" -lv -n 'rec$target:::,rec2$target:::' -c "$T/records" |
    awk '{ sub(/^rec2?[0-9]+$/, "P", $2); $1 = $1; print }' | grep -e '^[0-9]' -e 'args\['
echo "status $?"
"$D" -xverbose -lv -n 'rec2$target:::' -c "$T/records" 2>&1 >/dev/null |
    sed -e 's/rec2[0-9]*:/rec2N:/' -e "s|$T|T|"
echo "status $?"
"$D" -q -n 'rec$target:::types { printf("%s %d %d %d\n", probename, args[0], args[1], args[2]); }
    rec$target:::count { printf("%s %d %d\n", probename, args[0], args[1]); }
    rec2$target:::tick { printf("%s %d\n", probename, args[0]); }' -c "$T/records"
echo "status $?"
rm -rf "$T"
