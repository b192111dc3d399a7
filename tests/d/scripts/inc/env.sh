# Sourced by the scripts tests (cwd: tests/d/scripts, $1: the dtrace under
# test).  The scripts start "#!/usr/bin/env -S dtrace -s", so they run the
# first dtrace in PATH: ours goes first (Debian's systemtap-sdt-dev has a
# /usr/bin/dtrace of its own, for -h and -G only).  S is the scripts
# directory; each test runs $S/NAME.d itself, through its #! line.  The
# functions tmpdir and build (below) make a test's directory and programs.
PATH="$(dirname "$1"):$PATH"
export PATH
S=$(cd ../../../scripts && pwd) || exit 1
if [ "$(command -v dtrace)" != "$1" ]; then
	echo "dtrace in PATH is $(command -v dtrace), not $1" >&2
	exit 1
fi

# tmpdir [-p DIR]: T, a new directory (in DIR), removed when the test exits
tmpdir() {
	T=$(mktemp -d "$@") || exit 1
	trap 'rm -rf "$T"' EXIT
}

# build NAME [CC OPTION...]: inc/NAME.c compiled into $T/NAME, or the test
# ends there
build() {
	b=$1
	shift
	cc "$@" -o "$T/$b" "inc/$b.c" || exit 1
}
