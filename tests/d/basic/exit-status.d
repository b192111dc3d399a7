BEGIN { exit(7); }
