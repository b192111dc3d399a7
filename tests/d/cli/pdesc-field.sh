# -P, -m and -f complete a description from their own field ("-f x" is
# "::x:"); messages name the argument as given.  Too many fields for the
# option is "Overspecified"; a leading ':' ends the fields.
"$1" -f nosuchfunc; echo "status $?"
"$1" -m nosuchmod; echo "status $?"
"$1" -P nosuchprov; echo "status $?"
"$1" -n nosuch:name; echo "status $?"
"$1" -f ::nosuch:; echo "status $?"
"$1" -m prov:mod; echo "status $?"
"$1" -m :mod::; echo "status $?"
"$1" -P dtrace:::BEGIN; echo "status $?"
"$1" -f a:b:c:d; echo "status $?"
# the field's probes fire, with the clause given in the same argument
"$1" -q -P 'dtrace { printf("%s\n", probename); }' -n 'BEGIN { exit(0); }'
echo "status $?"
"$1" -q -n ':dtrace:::BEGIN { printf("leading colon\n"); exit(0); }'
echo "status $?"
