# Translated probe arguments on a real probe: the sdt provider's test hook
# DTRACE_SDT_XLATE gives args[1] of sched_process_fork the translated type
# pidinfo_t * (from native argument 1).  The clause reads its members when
# the target's shell forks; dtrace -lv shows the translated type; without a
# translator to that type the reference is D_ARGS_XLATOR.
D=$1
export DTRACE_SDT_XLATE="sched_process_fork:1:pidinfo_t *"
printf 'sleep 0.2 &\nwait\n' > "${TMPDIR:-/tmp}/sdt-xlate-fork.$$.sh"
"$D" -c "sh ${TMPDIR:-/tmp}/sdt-xlate-fork.$$.sh" -s sdt-xlate.d
echo "status $?"
rm -f "${TMPDIR:-/tmp}/sdt-xlate-fork.$$.sh"
"$D" -lv -n sdt::sched:sched_process_fork | sed -n '/Argument Types/,/^$/p'
"$D" -xerrtags -n 'typedef struct nox { int x; } nox_t;
    sdt::sched:sched_process_fork { trace(args[1]->x); }' 2>&1
echo "status $?"
export DTRACE_SDT_XLATE="sched_process_fork:1:nox_t *"
"$D" -xerrtags -n 'typedef struct nox { int x; } nox_t;
    sdt::sched:sched_process_fork { trace(args[1]->x); }' 2>&1
echo "status $?"
