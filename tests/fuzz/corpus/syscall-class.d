syscall::[rw][er]*:entry { trace(arg5); }
syscall::?etpid:return { trace(arg1); }
