#pragma D option quiet
END { printf("end\n"); }
BEGIN { printf("begin\n"); }
BEGIN { exit(0); }
