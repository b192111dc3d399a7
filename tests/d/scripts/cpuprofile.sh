# scripts/cpuprofile.d on inc/burn.c, which spins for half a second of
# CPU time in main -> spin_mid -> spin_leaf: every line is folded (frames
# and a count: no empty frame, no space but the one before the count),
# no two lines have the same frames, the first frame is the process name,
# and the samples of burn`main;burn`spin_mid;burn`spin_leaf (10 or more:
# 99 Hz for 0.5 s is about 50) are most of burn's.  Built with frame
# pointers, as user stacks need.
. inc/env.sh
tmpdir
. inc/folded.sh
folded_run cpuprofile burn <<'AWK'
/^burn;/ { all += $NF }
/;burn`main;burn`spin_mid;burn`spin_leaf( |;)/ { spin += $NF }
END { printf("%s, spin_leaf samples >= 10: %d, most of them: %d\n", folded(), spin >= 10, spin * 2 > all) }
AWK
