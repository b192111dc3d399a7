# Build the usdt tests' trigger into directory $1 with our dtrace ($2):
# usdtt.h by dtrace -h; libusdtt.so from an object linked with dtrace -G's;
# usdtt (a PIE) loading it from $1.
T=$1
D=$2
H=$(cd "$(dirname "$0")" && pwd)
cd "$T" || exit 1
"$D" -h -s "$H/usdtt.d" -o usdtt.h || exit 1
cc -O2 -fPIC -I. -c -o libusdtt.o "$H/libusdtt.c" || exit 1
"$D" -G -s "$H/usdtt.d" -o libprov.o libusdtt.o || exit 1
cc -shared -o libusdtt.so libusdtt.o libprov.o || exit 1
cc -O2 -fPIE -pie -I. -o usdtt "$H/usdtt.c" -L. -lusdtt -Wl,-rpath,"$T" || exit 1
