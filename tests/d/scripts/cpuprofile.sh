# scripts/cpuprofile.d on inc/burn.c, which spins for half a second of
# CPU time in main -> spin_mid -> spin_leaf: every line is folded (frames
# and a count: no empty frame, no space but the one before the count),
# no two lines have the same frames, the first frame is the process name,
# and the samples of burn`main;burn`spin_mid;burn`spin_leaf (10 or more:
# 99 Hz for 0.5 s is about 50) are most of burn's.  Built with frame
# pointers, as user stacks need.
. inc/env.sh
tmpdir
build burn -O0 -fno-omit-frame-pointer
"$S/cpuprofile.d" -c "$T/burn" > "$T/out"
echo "status $?"
awk -v prog=burn -f inc/folded.awk -f /dev/stdin "$T/out" <<'AWK'
/^burn;/ { all += $NF }
/;burn`main;burn`spin_mid;burn`spin_leaf( |;)/ { spin += $NF }
END { printf("%s, spin_leaf samples >= 10: %d, most of them: %d\n", folded(), spin >= 10, spin * 2 > all) }
AWK
