# The .skip condition of the python tests that trace: true (skip) when
# there is no shared library libdtrace.so.1 beside $DTRACE (inc/findlib.sh),
# when it was built with sanitizers (their runtime cannot be loaded into
# python after it has started), when /usr/bin/python3 cannot make venvs
# (Debian's python3-venv), or when there is no perl (the workloads).
lib=$(sh inc/findlib.sh "$DTRACE") || exit 0
ldd "$lib" 2>/dev/null | grep -q -e libasan -e libubsan && exit 0
/usr/bin/python3 -c 'import ensurepip, venv' 2>/dev/null || exit 0
command -v perl >/dev/null || exit 0
exit 1
