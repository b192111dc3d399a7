BEGIN { printf("%d %s\n", "notint", 3); }
