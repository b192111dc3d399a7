# getppid() three times, sleeping 10 ms after each (for sdt-stackdepth.sh)
for (1 .. 3) { getppid(); select(undef, undef, undef, 0.01); }
