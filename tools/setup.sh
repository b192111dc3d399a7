#!/bin/sh
# tools/setup.sh: the README's first command.  Installs the Debian packages
# building dtrace needs (tools/deps.sh build; as root) and man-db (to read
# man/dtrace.1), builds build/dtrace,
# mounts tracefs if it is not, and runs a one-liner: the syscall counts of
# every process for three seconds.  Needs only sh and apt: make is among
# what it installs.
#
#	sh tools/setup.sh
set -e
cd "$(dirname "$0")/.."
sh tools/deps.sh build man-db
make -j"$(getconf _NPROCESSORS_ONLN)" all
sh tools/mount-tracefs.sh
echo "running: build/dtrace -n 'syscall:::entry { @[execname] = count(); } tick-3s { exit(0); }'"
build/dtrace -n 'syscall:::entry { @[execname] = count(); } tick-3s { exit(0); }'
