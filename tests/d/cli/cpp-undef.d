/* -C with -U: a symbol defined then undefined is not defined */
#pragma D option quiet
#ifdef EXTRA
BEGIN { printf("EXTRA is %d\n", EXTRA); }
#else
BEGIN { printf("EXTRA is not defined\n"); }
#endif
BEGIN { exit(0); }
