/* several clauses on one probe run in program order; END after BEGIN */
#pragma D option quiet

BEGIN { printf("1 "); }
END { printf("4 "); }
BEGIN { printf("2 "); }
END { printf("5\n"); }
BEGIN { printf("3 "); exit(0); }
