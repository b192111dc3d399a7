# Debian's python3 carries USDT notes (provider python): a script with
# known functions and call counts (inc/calls.py), counted by name through
# python$target:::function-return (arg0 the file, arg1 the function).
# Python 3.11's function-entry fires only for frames entered from C (a
# CPython bug, python/cpython#98894), so the script's functions are
# counted at their returns; function-entry still matches and attaches.
# dtrace -l lists the provider's probes.
D=$1
# the script's name as Python reports it: the working directory and the
# relative path it was given
F=$(pwd -P)/inc/calls.py
"$D" -q -n 'python$target:::function-return /copyinstr(arg0) == $$1/ { @[copyinstr(arg1)] = count(); }' \
    -c "/usr/bin/python3 inc/calls.py" "$F"
echo "status $?"
"$D" -q -n 'python$target:::function-entry { n++; } END { printf("entry fired: %d\n", n > 0); }' \
    -c "/usr/bin/python3 inc/calls.py"
echo "status $?"
"$D" -l -n 'python$target:::function-*' -c '/usr/bin/python3 -c 0' |
    sed 's/python[0-9][0-9]*/pythonN/' | awk '{ print $2, $5 }'
echo "status $?"
