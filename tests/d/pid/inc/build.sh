# Build the pid tests' trigger into directory $1: libpidt.so, trig (a PIE)
# and trig-nopie (not PIE), both loading libpidt.so from $1 at start.
T=$1
H=$(dirname "$0")
cc -O0 -fno-omit-frame-pointer -shared -fPIC -o "$T/libpidt.so" "$H/libpidt.c" || exit 1
cc -O0 -fno-omit-frame-pointer -fPIE -pie -o "$T/trig" "$H/trig.c" -L"$T" -lpidt \
    -Wl,-rpath,"$T" || exit 1
cc -O0 -fno-omit-frame-pointer -fno-PIE -no-pie -o "$T/trig-nopie" "$H/trig.c" -L"$T" -lpidt \
    -Wl,-rpath,"$T" || exit 1
