#!/bin/sh
# tests/tools/in-chroot.sh: exit 0 if this process runs chrooted (its root
# is not the root of its mount namespace), else 1.  For the .skip files of
# tests that compare paths dtrace builds up to the mount tree's root (cwd,
# root, d_path(), fds[], the executable of an exited process) with what
# the process itself sees.  Chrooted into a directory, no mount of ours is
# at "/" (/proc/self/mountinfo lists only the mounts below the root); else
# pid 1's root and ours are compared where the kernel shows pid 1's root
# (it may not: not in a chroot, nor on a machine whose init is protected).
awk '$5 == "/" { found = 1 } END { exit !found }' /proc/self/mountinfo 2>/dev/null || exit 0
r=$(stat -c %d:%i / 2>/dev/null) || exit 1
p=$(stat -c %d:%i /proc/1/root/ 2>/dev/null) || exit 1
[ "$r" != "$p" ]
