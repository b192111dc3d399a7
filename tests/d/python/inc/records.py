"""
tests/d/python/records: records as Python objects, errors, faults, drops,
processes and probes through the binding, printed in a stable form.
"""
import os
import subprocess
import sys

import dtrace
import dtrace._consumer


def show(ev):
    """An event without what changes from run to run (CPU, timestamps,
    addresses)."""
    if isinstance(ev, dtrace.Record):
        print("record %s clause %d%s" % (ev.probe, ev.clause, " (timed)" if ev.timestamp else ""))
        for action, v in zip(ev.actions, ev.data):
            if isinstance(v, dtrace.Stack):
                named = any("`" in f for f in v)
                who = "" if v.pid is None else ", this process" if v.pid == os.getpid() else \
                    ", another process"
                print("  %s: Stack, %s frames, %s named, %s%s" % (
                    action, "some" if v else "no", "some" if named else "none",
                    "a pc each" if len(v.pcs) == len(v) else "pcs missing", who))
            else:
                print("  %s: %s %r" % (action, type(v).__name__, v))
    elif isinstance(ev, dtrace.Fault):
        print("fault %s: %s at action %d, line %d: %s" % (ev.kind, ev.fault, ev.action, ev.line,
                                                          ev.message))
    else:
        print("drop %s %d: %s" % (ev.kind, ev.count, ev.message))


print("-- BEGIN's records, then END's; exit(3)")
with dtrace.Consumer() as d:
    print("matched", d.compile(r'''
BEGIN {
	trace(42); trace((unsigned char)200); trace(-1LL); trace(1ULL << 63);
	trace("a string"); tracemem(&curthread->comm[0], 3);
	printf("%d-%s", 1, "x");
	stack(); ustack(); func(`vfs_read);
	@c = count(); printa(@c);
}
BEGIN { setopt("quiet"); exit(3); }
END { trace("end"); }'''))
    for ev in d.records():
        show(ev)
    print("exit status", d.exit_status, "done", d.done)

print("-- compile errors and options")
with dtrace.Consumer() as d:
    for src in ("BEGIN { x = ; }", "BEGIN { y = z; }", "nosuch:::probe { }"):
        try:
            d.compile(src)
        except dtrace.DTraceError as e:
            print("DTraceError %s: %s" % (e.tag, e.message))
    try:
        d.setopt("bufsize", "lots")
    except dtrace.DTraceError as e:
        print("DTraceError %s: %s" % (e.tag, e.message))
    d.setopt("bufsize", "4m")
    print("bufsize", d.getopt("bufsize"))
    try:
        d.go()
    except dtrace.DTraceError as e:
        print("DTraceError:", e)

print("-- a fault, yielded")
with dtrace.Consumer(options={"quiet": True}) as d:
    d.compile("BEGIN { trace(*(int *)0); } BEGIN { trace(1); exit(0); }")
    for ev in d.records():
        show(ev)

print("-- a fault, raised; the records after it in a second records()")
with dtrace.Consumer(options={"quiet": True}) as d:
    d.compile("BEGIN { trace(*(int *)0); } BEGIN { trace(1); exit(0); }")
    try:
        for ev in d.records(faults="raise"):
            show(ev)
    except dtrace.FaultError as e:
        print("FaultError:", e.fault.fault, "|", e)
    for ev in d.records(faults="raise"):
        show(ev)

print("-- drops, yielded, then raised")
for mode in ("yield", "raise"):
    with dtrace.Consumer(options={"dynvarsize": 64}) as d:
        d.compile("BEGIN { a[1] = 1; a[2] = 2; a[3] = 3; a[4] = 4; a[5] = 5; exit(0); }")
        try:
            for ev in d.records(drops=mode):
                show(ev)
        except dtrace.DropError as e:
            print("DropError:", e.drop.kind, e.drop.count, "|", e)

print("-- faults to a callable")
with dtrace.Consumer() as d:
    d.compile("BEGIN { trace(*(int *)0); } BEGIN { exit(0); }")
    seen = []
    print("records:", len(list(d.records(faults=seen.append))), "faults:",
          [f.fault for f in seen])

print("-- an exception inside a callback is raised after the library's call")
real = dtrace._consumer.decode
failed = []


def failing_decode(r, key=False):
    if not failed:
        failed.append(1)
        raise ValueError("decoding failed")
    return real(r, key)


dtrace._consumer.decode = failing_decode
with dtrace.Consumer() as d:
    d.compile("BEGIN { trace(1); trace(2); } BEGIN { trace(3); exit(0); }")
    try:
        for ev in d.records():
            show(ev)
    except ValueError as e:
        print("ValueError:", e)
    for ev in d.records():
        show(ev)
dtrace._consumer.decode = real

print("-- a process the binding creates: its syscalls; the end of tracing when it exits")
with dtrace.Consumer() as d:
    pid = d.create_process(["perl", "-e", "getppid() for 1..3; exit 5"])
    d.compile("syscall::getppid:entry /pid == $target/ { trace(pid == $target); trace(execname); }")
    print("before go:", list(d.processes.values()))
    n = 0
    for ev in d.records():
        n += 1
        if n == 1:
            show(ev)
    status = d.processes[pid]
    print("records:", n, "exit code:", os.WEXITSTATUS(status), "exit status:", d.exit_status)

print("-- a process grabbed by pid")
go = os.path.join(sys.argv[1], "go")
child = subprocess.Popen(["perl", "-e", "select(undef, undef, undef, 0.02) until -e $ARGV[0]; "
                          "getppid() for 1..4;", go])
with dtrace.Consumer() as d:
    d.grab_process(child.pid)
    d.compile("syscall::getppid:entry /pid == $target/ { @n = count(); }")
    d.go()
    open(go, "w").close()	# the child calls getppid() once tracing is on
    for ev in d.records():
        show(ev)
    print("processes:", list(d.processes.values()), "aggregations:", d.aggregations())
child.wait()

print("-- probes")
with dtrace.Consumer() as d:
    for p in d.probes("syscall::getppid:, dtrace:::BEGIN", argtypes=True):
        print(" ", {k: v for k, v in p.items() if k != "id"}, p["id"] > 0)
    print("matching nothing:", d.probes("syscall::nosuchcall:entry"))
    try:
        d.probes("syscall::nosuchcall:entry", missing_ok=False)
    except dtrace.DTraceError as e:
        print("DTraceError %s: %s" % (e.tag, e.message))
    print("every probe:", len(d.probes()) > 1000)

print("-- a script file with macro arguments; a fault names its line and file")
script = os.path.join(sys.argv[1], "script.d")
with open(script, "w") as f:
    f.write("BEGIN\n{\n\ttrace($1 + 1);\n\ttrace(*(int *)$2);\n}\nBEGIN { exit(0); }\n")
with dtrace.Consumer() as d:
    print("matched", d.compile_file(script, args=[41, 0]))
    for ev in d.records():
        if isinstance(ev, dtrace.Fault):
            print("fault:", ev.message.replace(sys.argv[1], "T"))
        else:
            show(ev)

print("-- a user without the privileges")
lib = os.path.join(sys.argv[1], "libdtrace.so.1")
with open(os.environ["LIBDTRACE"], "rb") as src, open(lib, "wb") as dst:
    dst.write(src.read())
os.chmod(lib, 0o755)
r = subprocess.run(["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups",
                    sys.executable, "-c", "import dtrace\ntry:\n dtrace.Consumer()\n"
                    "except dtrace.PrivilegeError as e:\n print(type(e).__name__, "
                    "isinstance(e, PermissionError), '|', e.missing, '|', e)"],
                   env=dict(os.environ, LIBDTRACE=lib), stdout=subprocess.PIPE,
                   universal_newlines=True)
print(r.stdout.strip(), r.returncode)

print("-- a library that cannot be loaded")
r = subprocess.run([sys.executable, "-c", "import dtrace\ntry:\n dtrace.Consumer()\n"
                    "except dtrace.LibraryError as e:\n print(type(e).__name__, "
                    "'LIBDTRACE' in str(e))"],
                   env=dict(os.environ, LIBDTRACE="/nonexistent/libdtrace.so.1"),
                   stdout=subprocess.PIPE, universal_newlines=True)
print(r.stdout.strip(), r.returncode)
