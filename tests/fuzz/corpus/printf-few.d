BEGIN { printf("%d %d %d\n", 1); }
