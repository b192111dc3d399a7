syscall::no_such_syscall_anywhere:entry { trace(1); }
