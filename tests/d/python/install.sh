# pip installs the Python binding (bindings/python) offline: with
# --no-index nothing can come from a package index, under pip's default
# build isolation, into a fresh venv of Debian's /usr/bin/python3 and of
# the python3 first on PATH (the same one, or another such as pyenv's);
# the package then imports.  The wheel pip builds with the in-tree backend
# is checked as an installer reads it (inc/checkwheel.py: METADATA, WHEEL,
# RECORD's hashes and sizes); the backend's sdist installs too, and so
# does an editable install (PEP 660), which imports from the source tree.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
SRC=$(cd ../../../bindings/python && pwd)
export PYTHONDONTWRITEBYTECODE=1
PIP="-m pip --disable-pip-version-check -q"

# venv LABEL PYTHON: a fresh venv from PYTHON, the binding installed into it
venv() {
	rm -rf "$T/venv"
	"$2" -m venv "$T/venv" > "$T/log" 2>&1 &&
	    "$T/venv/bin/python" $PIP install --no-index "$SRC" > "$T/log" 2>&1 ||
	    { echo "$1: install failed"; cat "$T/log"; return 1; }
	"$T/venv/bin/python" -c 'import dtrace, sys
print(sys.argv[1] + ": installed, imports from the venv:",
    dtrace.__file__.startswith(sys.prefix), dtrace.__version__)' "$1"
}

venv /usr/bin/python3 /usr/bin/python3 || exit 1
venv "python3 on PATH" python3 || exit 1

V=$T/venv/bin/python
$V $PIP wheel --no-index --no-deps -w "$T/wheels" "$SRC" > "$T/log" 2>&1 ||
    { cat "$T/log"; exit 1; }
$V inc/checkwheel.py "$T"/wheels/dtrace-*.whl

sdist=$(cd "$SRC" && $V -c 'import sys; sys.path.insert(0, "_backend")
import dtrace_build; print(dtrace_build.build_sdist(sys.argv[1]))' "$T/sdist") || exit 1
echo "sdist: $sdist: $(tar tzf "$T/sdist/$sdist" | sed 's|^[^/]*/||' | sort | tr '\n' ' ')"
$V $PIP uninstall -y dtrace > /dev/null &&
    $V $PIP install --no-index "$T/sdist/$sdist" > "$T/log" 2>&1 ||
    { cat "$T/log"; exit 1; }
$V -c 'import dtrace, sys; print("from the sdist: imports from the venv:",
    dtrace.__file__.startswith(sys.prefix))'

$V $PIP uninstall -y dtrace > /dev/null &&
    $V $PIP install --no-index -e "$SRC" > "$T/log" 2>&1 || { cat "$T/log"; exit 1; }
$V -c 'import dtrace, sys; print("editable: imports from the source tree:",
    dtrace.__file__ == sys.argv[1] + "/src/dtrace/__init__.py")' "$SRC"
