# What the python tests share: the binding (bindings/python) installed by
# pip into a fresh venv, offline (--no-index: nothing may come from a
# package index; the build backend is in the tree and needs nothing).
# Sourced from the test's directory with D (the dtrace binary) and T (a
# temporary directory) set.  Sets PY, the venv's python, and exports
# LIBDTRACE, the shared library beside dtrace (inc/findlib.sh), which the
# binding loads.
# PYTHON is the interpreter the venv is made from (default Debian's).
PYTHON=${PYTHON:-/usr/bin/python3}
LIBDTRACE=$(sh inc/findlib.sh "$D") || { echo "no libdtrace.so.1 beside $D"; exit 1; }
export LIBDTRACE
# no __pycache__ left in the source tree by the build backend's import
export PYTHONDONTWRITEBYTECODE=1
"$PYTHON" -m venv "$T/venv" > "$T/venv.log" 2>&1 || { cat "$T/venv.log"; exit 1; }
"$T/venv/bin/python" -m pip install --no-index --disable-pip-version-check \
    ../../../bindings/python > "$T/pip.log" 2>&1 || { cat "$T/pip.log"; exit 1; }
PY=$T/venv/bin/python
