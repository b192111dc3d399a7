# curcpu's cpuinfo_t compared with what sysfs and /proc/cpuinfo say of the
# CPU: a getppid() call pinned with taskset to CPU 0, then to the last
# possible CPU, prints cpu and every member (cpu_pset is -1, PS_NONE;
# pi_state 2, P_ONLINE; pi_fputypes is empty); and the pointer stays the
# same from one firing to the next on the same CPU
D=$1
sys=/sys/devices/system/cpu
last=$(($(ls -d $sys/cpu[0-9]* | wc -l) - 1))
for c in 0 $last; do
	[ "$(cat $sys/cpu$c/online 2>/dev/null || echo 1)" = 1 ] || { echo "cpu $c: offline"; continue; }
	node=$(ls -d $sys/cpu$c/node[0-9]* 2>/dev/null | sed 's/.*node//' | head -1)
	if [ -r $sys/cpu$c/cpufreq/cpuinfo_max_freq ]; then
		mhz=$(($(cat $sys/cpu$c/cpufreq/cpuinfo_max_freq) / 1000))
	else
		mhz=$(awk -F: -v c=$c '/^processor/ { p = $2 + 0 } /^cpu MHz/ && p == c { print int($2); exit }' /proc/cpuinfo)
	fi
	want="$c $c -1 $(cat $sys/cpu$c/topology/physical_package_id) ${node:-0} 2 $(uname -m) [] ${mhz:-0} 1"
	got=$("$D" -q -n '
	cpuinfo_t *p[int];

	syscall::getppid:entry
	/pid == $target/
	{
		printf("%d %d %d %d %d %d %s [%s] %d %d\n", cpu, curcpu->cpu_id, curcpu->cpu_pset,
		    curcpu->cpu_chip, curcpu->cpu_lgrp, curcpu->cpu_info.pi_state,
		    curcpu->cpu_info.pi_processor_type, curcpu->cpu_info.pi_fputypes,
		    curcpu->cpu_info.pi_clock, p[cpu] == 0 || p[cpu] == curcpu);
		p[cpu] = curcpu;
	}
	syscall::getppid:entry
	/pid == $target && ++n == 3/
	{
		exit(0);
	}' -c "taskset -c $c perl -e getppid();getppid();getppid()")
	if [ "$got" = "$(printf '%s\n%s\n%s' "$want" "$want" "$want")" ]; then
		[ $c = 0 ] && echo "cpu 0: as sysfs says" || echo "the last cpu: as sysfs says"
	else
		echo "cpu $c: want $want"; echo "$got"
	fi
done
