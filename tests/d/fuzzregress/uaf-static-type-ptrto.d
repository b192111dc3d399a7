BEGIN { trace((int *)0); }
