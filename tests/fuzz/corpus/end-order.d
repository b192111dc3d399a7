END { trace(2); }
BEGIN { trace(1); exit(3); }
