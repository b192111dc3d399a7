# findlib.sh DTRACE: the path of the shared library libdtrace.so.1 beside
# the dtrace binary DTRACE (an absolute path): libdtrace.so.1 if it is
# there, else the file the build makes, libdtrace.so.1.0.0 (any
# libdtrace.so.1.*); nothing and status 1 if neither is.
dir=$(cd "$(dirname "$1")" 2>/dev/null && pwd) || exit 1
for f in "$dir/libdtrace.so.1" "$dir"/libdtrace.so.1.*; do
	[ -f "$f" ] && { echo "$f"; exit 0; }
done
exit 1
