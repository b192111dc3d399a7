BEGIN { trace(nosuchvar); nosuchfunc(1); }
