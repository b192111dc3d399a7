# The Python binding's ctypes declarations (bindings/python/src/dtrace/
# _capi.py) agree with lib/dtrace.h: each structure's size and each
# member's offset, and the constants it copies, as the C compiler sees them
# (inc/layout.c) and as ctypes does (inc/layout.py).
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cc -I../../../lib -o "$T/layout" inc/layout.c || exit 1
"$T/layout" > "$T/c" || exit 1
PYTHONDONTWRITEBYTECODE=1 PYTHONPATH=../../../bindings/python/src /usr/bin/python3 \
    inc/layout.py > "$T/py" || exit 1
diff "$T/c" "$T/py" && echo "$(grep -c . "$T/c") sizes, offsets and values agree"
