# A description that is a number is a probe id, as dtrace -l numbers them
# (1 is dtrace:::BEGIN); digits end it ("2-9" is probe 2, then the
# description "-9"); ids are only names, not functions or modules.
"$1" -q -i '1 { printf("probe %d %s\n", id, probename); exit(0); }'
echo "status $?"
"$1" -q -n '1 { printf("by id from -n\n"); exit(0); }'
echo "status $?"
"$1" -i 0; echo "status $?"
"$1" -i 2-9; echo "status $?"
"$1" -i -9; echo "status $?"
"$1" -f 4.5; echo "status $?"
"$1" -m 7; echo "status $?"
"$1" -l -i 2
"$1" -l -i 3-3; echo "status $?"
