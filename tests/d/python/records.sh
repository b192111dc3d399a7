# The Python binding (bindings/python) over libdtrace.so.1, installed by
# pip into a venv: BEGIN's and END's records as Python values (ints with
# their sign, a string, bytes, printf text, stacks as lists of frames,
# func(), printa() and setopt() as dicts, exit()'s status); compile errors
# and a bad option as DTraceError with the D error tag; a fault yielded as
# a Fault, raised as FaultError, or handed to a callable; drops yielded as a
# Drop or raised as DropError; an exception inside the binding's callback
# raised once the library's call returns, the records after it still there;
# a process it creates (its exit ends records()) and one it grabs; probes
# as dicts; a script file with macro arguments; a user without the
# privileges (PrivilegeError); a library that cannot be loaded.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
. inc/venv.sh
chmod 755 "$T"	# the venv, for user nobody
"$PY" inc/records.py "$T"
echo "status $?"
