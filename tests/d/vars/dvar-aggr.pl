# driven by dvar-aggr.d: five getppid() calls
getppid() for 1 .. 5;
