# every bit-field of three kernel structs reachable from curthread (struct
# task_struct, its signal_struct, and the sched_dl_entity embedded in it),
# read as a member and compared with the same bits extracted by hand: a
# 64-bit load at the bit-field's byte, shifted and masked with the bit
# offset and width that BTF gives (tests/tools/btfinfo.c).  Twice: in BEGIN
# (dtrace's own process, where they are mostly 0) and in a perl process
# that set some of them (child subreaper, SCHED_RESET_ON_FORK, as in
# bitfield-known.sh).  One line per struct and process when all agree.
D=$1
tools=$(cd "$2/../../tools" && pwd) || exit 1
tmp=$(mktemp -d) || exit 1
trap 'kill $tpid 2>/dev/null; wait; rm -rf "$tmp"' EXIT
. "$tools/btfinfo.sh"
btfinfo_build "$tools" "$tmp" || exit 1

perl -e '
	require "syscall.ph";
	syscall(&SYS_prctl, 36, 1, 0, 0, 0) == 0 or die "prctl: $!";
	my $param = pack("i", 0);
	syscall(&SYS_sched_setscheduler, 0, 0x40000000, $param) == 0
	    or die "sched_setscheduler: $!";
	while (1) {
		syscall(&SYS_getppid);
		select(undef, undef, undef, 0.005);
	}' &
tpid=$!

# bits TYPE MEMBER-PREFIX BASE-ADDRESS: checks for dt_check
bits() {
	"$BTFINFO" bitfields "$1" > "$tmp/bits" || exit 1
	while read -r name off width; do
		byte=$((off / 8))
		shift=$((off % 8))
		mask=$(((1 << width) - 1))
		echo "$2$name == ((*(uint64_t *)($3 + $byte) >> $shift) & $mask)|1|$2$name"
	done < "$tmp/bits"
}

for where in BEGIN perl; do
	if [ $where = perl ]; then
		DT_CHECK_PROBE=syscall::getppid:entry
		DT_CHECK_PRED='pid == $1'
		DT_CHECK_ARGS=$tpid
	fi
	for t in 'struct task_struct|curthread->|(char *)curthread' \
	    'struct signal_struct|curthread->signal->|(char *)curthread->signal' \
	    'struct sched_dl_entity|curthread->dl.|(char *)&curthread->dl'; do
		type=$(echo "$t" | cut -d'|' -f1)
		bits "$type" "$(echo "$t" | cut -d'|' -f2)" \
		    "$(echo "$t" | cut -d'|' -f3)" > "$tmp/list"
		if [ ! -s "$tmp/list" ]; then
			echo "$type: BTF shows no bit-fields"
			continue
		fi
		dt_check "$D" "$tmp/list" "$tmp" > "$tmp/res"
		if ! grep -v ' ok$' "$tmp/res"; then
			echo "$type in $where: bit-fields ok"
		fi
	done
done
