BEGIN { trace(curthread->no_such_member); trace(sizeof (struct no_such_struct)); }
