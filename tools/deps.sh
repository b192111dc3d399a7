#!/bin/sh
# tools/deps.sh: install the Debian packages that are missing.
#
#	sh tools/deps.sh [-q] SET|PACKAGE...
#
# SET names a list kept here: "build" (what building dtrace needs: the
# Makefile's DEBIAN_PKGS and tools/setup.sh read it from here) and "test"
# (what the tests use beyond it; a test whose tool is still missing skips
# with the reason).  Anything else is a package name.  As root, missing
# packages are installed with apt-get (one "apt-get update" first); as
# another user the missing ones are listed and the exit status is 1.
# -q: print nothing when nothing is missing.
#
# "build": the compiler, make, libbpf/libelf/zlib, the kernel's UAPI
# headers, cpp (the -C option), python3 and <sys/sdt.h> (USDT tests and
# dtrace -G).  "test": ps/pgrep/pkill (procps), gawk (the tests' awk
# programs use strtonum() and gawk's parsing), g++ (C++ USDT tests),
# gcc-multilib (the 32-bit header test), prometheus (tests/d/metrics: a
# Prometheus server scrapes dtrace -x metrics).
#
# Debian's prometheus is a daemon: installing it would also install the
# node exporter it recommends and start and enable its service.  The tests
# run a prometheus of their own, so NORECS are installed without their
# Recommends, and the service of a package in DAEMONS that this script
# installed is stopped and disabled again (a package that was there
# already is left as it is).
set -u

BUILD_PKGS="gcc make pkg-config libbpf-dev libelf-dev zlib1g-dev linux-libc-dev cpp python3 systemtap-sdt-dev"
TEST_PKGS="procps gawk g++ gcc-multilib prometheus"
NORECS="prometheus"
DAEMONS="prometheus"

pkgs=""
for a in "$@"; do
	case $a in
	-q) ;;
	build) pkgs="$pkgs $BUILD_PKGS" ;;
	test) pkgs="$pkgs $TEST_PKGS" ;;
	*) pkgs="$pkgs $a" ;;
	esac
done

missing=""
for p in $pkgs; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed' ||
	    missing="$missing $p"
done
[ -n "$missing" ] || exit 0
if [ "$(id -u)" != 0 ]; then
	echo "missing Debian packages:$missing (run as root to install them)" >&2
	exit 1
fi
echo "installing:$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq || exit 1

# listed WORD LIST: is WORD one of LIST's words
listed() {
	case " $2 " in *" $1 "*) return 0 ;; esac
	return 1
}

# install PKG...: with their Recommends unless NORECS names them
install() {
	rec="" norec=""
	for p in "$@"; do
		if listed "$p" "$NORECS"; then norec="$norec $p"; else rec="$rec $p"; fi
	done
	{ [ -z "$rec" ] || apt-get install -y -qq $rec; } >/dev/null 2>&1 &&
	    { [ -z "$norec" ] || apt-get install -y -qq --no-install-recommends $norec; } \
	    >/dev/null 2>&1
}

# the services of the DAEMONS just installed: stopped, and not started at boot
quiet_daemons() {
	for p in $missing; do
		listed "$p" "$DAEMONS" || continue
		dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'ok installed' || continue
		if [ -d /run/systemd/system ]; then
			systemctl disable --now "$p" >/dev/null 2>&1
		else
			invoke-rc.d "$p" stop >/dev/null 2>&1
			update-rc.d "$p" disable >/dev/null 2>&1
		fi
	done
	return 0
}

if install $missing; then
	quiet_daemons
	exit 0
fi
# one that cannot be installed (not in this release or architecture) must
# not keep the others out: one at a time, naming the ones that failed
failed=""
for p in $missing; do
	install "$p" || failed="$failed $p"
done
quiet_daemons
[ -z "$failed" ] || { echo "cannot install:$failed" >&2; exit 1; }
