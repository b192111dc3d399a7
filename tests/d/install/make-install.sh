# make install with DESTDIR and PREFIX: the installed tree; libdtrace.so's
# soname and its links; the library exports the functions the installed
# dtrace.h declares and nothing else; the header compiles alone (no header
# of the library's own beside it); libdtrace.pc; make uninstall leaves
# only directories.
D=$1
SRC=$(cd "$2/../../.." && pwd)
BUILD=$(dirname "$D")
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
# the build the tests run on, as it was made (make check SANITIZE=1: build-san)
mk=
readelf -d "$BUILD/libdtrace.so.1.0.0" | grep -q 'NEEDED.*libasan' && mk=SANITIZE=1
make -s -C "$SRC" install BUILD="$BUILD" $mk DESTDIR="$T/root" PREFIX=/usr || exit 1
cd "$T/root" || exit 1
find . | LC_ALL=C sort
echo "soname: $(readelf -d usr/lib/libdtrace.so.1.0.0 | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')"
echo "libdtrace.so.1 -> $(readlink usr/lib/libdtrace.so.1)"
echo "libdtrace.so -> $(readlink usr/lib/libdtrace.so)"

# the public API: every function dtrace.h declares (gcc -aux-info lists the
# declarations with the file they come from), and what the library exports
printf '#include <dtrace.h>\n' > "$T/h.c"
cc -std=c99 -pedantic -Wall -Wextra -Werror -aux-info "$T/aux" -Iusr/include -S -o /dev/null "$T/h.c" ||
    exit 1
sed -n 's|^/\* [^ ]*usr/include/dtrace\.h:[0-9]*:[A-Z]* \*/ ||p' "$T/aux" | sed 's/ *(.*//; s/.*[ *]//' |
    LC_ALL=C sort > "$T/declared"
nm -D --defined-only usr/lib/libdtrace.so.1.0.0 | awk '{ print $NF }' | LC_ALL=C sort > "$T/exported"
grep -qx dtrace_open "$T/declared" || echo "no dtrace_open among the declared functions"
diff "$T/declared" "$T/exported" && echo "exported: the functions dtrace.h declares"

sed "s|$T|T|" usr/lib/pkgconfig/libdtrace.pc
PKG_CONFIG_PATH=$T/root/usr/lib/pkgconfig pkg-config --define-variable=prefix="$T/root/usr" \
    --cflags --libs libdtrace | sed "s|$T|T|g"

make -s -C "$SRC" uninstall BUILD="$BUILD" $mk DESTDIR="$T/root" PREFIX=/usr || exit 1
echo "left after uninstall:"
find . ! -type d
