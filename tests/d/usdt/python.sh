# Debian's python3 carries USDT notes (provider python): a script with
# known functions and call counts, counted by name through
# python$target:::function-return (arg0 the file, arg1 the function).
# Python 3.11's function-entry fires only for frames entered from C (a
# CPython bug, python/cpython#98894), so the script's functions are
# counted at their returns; function-entry still matches and attaches.
# dtrace -l lists the provider's probes.
D=$1
T=$(mktemp -d)
cat > "$T/x.py" <<'PY'
def foo():
    pass
def bar():
    foo()
for i in range(5):
    bar()
for i in range(3):
    foo()
PY
"$D" -q -n 'python$target:::function-return /copyinstr(arg0) == $$1/ { @[copyinstr(arg1)] = count(); }' \
    -c "/usr/bin/python3 $T/x.py" "$T/x.py"
echo "status $?"
"$D" -q -n 'python$target:::function-entry { n++; } END { printf("entry fired: %d\n", n > 0); }' \
    -c "/usr/bin/python3 $T/x.py"
echo "status $?"
"$D" -l -n 'python$target:::function-*' -c '/usr/bin/python3 -c 0' |
    sed 's/python[0-9][0-9]*/pythonN/' | awk '{ print $2, $5 }'
echo "status $?"
rm -rf "$T"
