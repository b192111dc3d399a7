#!/bin/sh
# tests/tools/in-chroot.sh: exit 0 if this process runs chrooted (its root
# is not the root of its mount namespace, as pid 1 sees it), else 1.  For
# the .skip files of tests that compare paths dtrace builds up to the mount
# tree's root (cwd, root, d_path()) with what the process itself sees.
r=$(stat -c %d:%i / 2>/dev/null) || exit 1
p=$(stat -c %d:%i /proc/1/root/ 2>/dev/null) || exit 1
[ "$r" != "$p" ]
