syscall:vmlinux:read:entry,syscall:vmlinux:write:entry,syscall::close:entry,
syscall::openat:entry,syscall::mmap:entry,syscall::brk:entry
{ @[probefunc] = count(); }
syscall:::return /arg0 < 0/ { @e[probefunc] = count(); }
