# Nothing of dtrace is left in the kernel after it exits by exit(), SIGINT,
# SIGTERM or SIGKILL (inc/ends.sh), for each kind of kernel probe: the
# dtrace provider, syscall (its one program on the raw tracepoints with the
# dispatch map; with copyinstr(), the maps of deferred entries), profile and
# tick (a perf event per CPU), sdt (tracepoints), the stable providers (raw
# tracepoints and translators), and a program with speculations, ustack()
# keys and dynamic variables.  SIGKILL leaves the kernel to close what
# dtrace held; the others let dtrace close it.  fbt cannot be enabled here:
# the failed attempt leaves nothing either.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
. inc/ends.sh
ends_setup
R='BEGIN { printf("ready\n"); } END { printf("end\n"); }'
Z='END { trunc(@a); }'
ends dtrace "$R"
ends syscall "syscall::getpid:entry, syscall::read*:return { @a[probefunc] = count(); } $R $Z"
ends syscall-copyinstr "syscall::openat:entry { @a[copyinstr(arg1)] = count(); } $R $Z"
ends profile "profile-997hz { @a[cpu] = count(); } $R $Z"
ends tick "tick-10ms { n++; } $R"
ends sdt "sdt:::sched_switch { @a[probename] = count(); } $R $Z"
ends stable "proc:::exec-success, sched:::on-cpu, io:::start { @a[probename] = count(); } $R $Z"
ends state "syscall::read:entry /pid == \$pid/ { self->s = speculation(); speculate(self->s); trace(1); }
syscall::read:return /self->s/ { @a[ustack()] = count(); discard(self->s); self->s = 0; } $R $Z"
"$D" -n 'fbt::vfs_read:entry { } BEGIN { exit(0); }' >/dev/null 2>&1
left=$("$T/bpfleft" 5 | tr '\n' ' ' | sed 's/ $//')
echo "fbt: left: ${left:-nothing}"
