# Sourced by the install tests ($1: the dtrace under test, $2: this
# directory): SRC is the source tree, BUILD the build the tests run on,
# T a directory removed when the test exits, and the build is installed
# into $T/root (DESTDIR) with PREFIX=/usr, as it was made: mk is the make
# variable of its kind (SANITIZE=1 for make check SANITIZE=1's build-san)
# and san the compiler options its programs must then be built with.
# pc is pkg-config reading the installed libdtrace.pc (PKG_CONFIG_PATH is
# exported), with its prefix the installed tree's.
SRC=$(cd "$2/../../.." && pwd)
BUILD=$(dirname "$1")
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
mk= san=
if readelf -d "$BUILD/libdtrace.so.1.0.0" | grep -q 'NEEDED.*libasan'; then
	mk=SANITIZE=1 san="-fsanitize=address,undefined"
fi
make -s -C "$SRC" install BUILD="$BUILD" $mk DESTDIR="$T/root" PREFIX=/usr || exit 1
pc="pkg-config --define-variable=prefix=$T/root/usr"
PKG_CONFIG_PATH=$T/root/usr/lib/pkgconfig
export PKG_CONFIG_PATH
