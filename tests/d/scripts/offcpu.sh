# scripts/offcpu.d on inc/napper.c, which sleeps 200 ms three times in
# main -> nap (which makes the system call): every line is folded (no
# two with the same frames), its first frame the process name; the
# microseconds of the stacks through napper`main;napper`nap add up to at
# least 550 ms, and most of those stacks end in the kernel's schedule (or
# __schedule).  Built with frame pointers.
. inc/env.sh
tmpdir
. inc/folded.sh
folded_run offcpu napper <<'AWK'
/;napper`main;napper`nap;/ { nap += $NF; if ($1 ~ /`_*schedule$/) sched += $NF }
END { printf("%s, nap >= 550 ms: %d, in schedule: %d\n", folded(), nap >= 550000, sched * 2 > nap) }
AWK
