# Sourced by the scripts tests (cwd: tests/d/scripts, $1: the dtrace under
# test).  The scripts start "#!/usr/bin/env -S dtrace -s", so they run the
# first dtrace in PATH: ours goes first (Debian's systemtap-sdt-dev has a
# /usr/bin/dtrace of its own, for -h and -G only).  S is the scripts
# directory; each test runs $S/NAME.d itself, through its #! line.
PATH="$(dirname "$1"):$PATH"
export PATH
S=$(cd ../../../scripts && pwd) || exit 1
if [ "$(command -v dtrace)" != "$1" ]; then
	echo "dtrace in PATH is $(command -v dtrace), not $1" >&2
	exit 1
fi
