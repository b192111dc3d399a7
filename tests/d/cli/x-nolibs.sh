# -x nolibs (Oracle's option) loads no D library: the library's names (EIO,
# an errno constant of dlibs/errno.d) are unknown with it and known without;
# a program naming none of them runs the same.
D=$1
"$D" -q -n 'BEGIN { printf("%d\n", EIO); exit(0); }'
echo "status $?"
"$D" -q -x nolibs -n 'BEGIN { printf("%d\n", EIO); exit(0); }' 2>&1
echo "status $?"
"$D" -q -x nolibs -n 'BEGIN { printf("%d\n", 1 + 2); exit(0); }'
echo "status $?"
