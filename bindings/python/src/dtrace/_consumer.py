"""
Consumer: one libdtrace handle, its program, its tracing and what it
consumes.

The library calls back into Python for each record (dtrace_handle_probe,
dtrace_handle_rec), fault (dtrace_handle_err), drop (dtrace_handle_drop)
and exited process (dtrace_handle_proc).  The callbacks only convert the
data, which lives during the call, to Python objects and queue them; they
hold a _Sink, not the Consumer, so that no cycle keeps a consumer (and the
kernel objects of its handle) alive once it is dropped.  No exception may
leave a callback into C: the first one is kept, the callback asks the
library to abort (DTRACE_CONSUME_ABORT), and it is raised again once the
library's call has returned.
"""

import collections
import ctypes
import errno
import os
import shlex
import signal
import threading

from . import _capi
from ._data import (AggRow, DropError, DTraceError, Fault, FaultError, LibraryError,
                    PrivilegeError, Record, agg_value, decode, drop_of, fault_of, probe_of,
                    text)

_MODES = ("yield", "raise", "ignore")


def _enc(s):
    return s.encode() if isinstance(s, str) else s


class _Sink:
    """What the handle's callbacks fill: the queue of events (Record,
    Fault, Drop) in the order the library handed them over, the record
    being filled, the first exception a callback caught, and the exit
    status of each process that exited."""

    def __init__(self):
        self.queue = collections.deque()
        self.cur = None
        self.exc = None
        self.exited = {}

    def fail(self, e):
        if self.exc is None:
            self.exc = e
        return _capi.CONSUME_ABORT

    def on_probe(self, dtp, pdp, arg):
        try:
            pd = pdp[0]
            self.cur = Record(probe_of(pd), pd.cpu, pd.clause, pd.timestamp)
            self.queue.append(self.cur)
            return _capi.CONSUME_NEXT
        except BaseException as e:  # KeyboardInterrupt too: see the module's comment
            self.cur = None
            return self.fail(e)

    def on_rec(self, dtp, pdp, rp, arg):
        try:
            if self.cur is None:	# the probe's call failed
                pd = pdp[0]
                self.cur = Record(probe_of(pd), pd.cpu, pd.clause, pd.timestamp)
                self.queue.append(self.cur)
            r = rp[0]
            self.cur.data.append(decode(r))
            self.cur.actions.append(text(r.action))
            return _capi.CONSUME_NEXT
        except BaseException as e:
            return self.fail(e)

    def on_err(self, dtp, edp, arg):
        try:
            self.queue.append(fault_of(edp[0]))
        except BaseException as e:
            self.fail(e)

    def on_drop(self, dtp, ddp, arg):
        try:
            self.queue.append(drop_of(ddp[0]))
        except BaseException as e:
            self.fail(e)

    def on_proc(self, dtp, pid, wstatus, arg):
        try:
            self.exited[pid] = wstatus
        except BaseException as e:
            self.fail(e)


class _InterruptGuard:
    """While records() iterates in the main thread, where SIGINT has
    Python's default handler, a first SIGINT only marks the consumer
    interrupted, for records() to stop tracing (as ^C does to dtrace(1))
    wherever it arrives, also in the loop's body; a second one raises
    KeyboardInterrupt as usual."""

    def __init__(self, consumer):
        self.consumer = consumer
        self.handler = None
        if threading.current_thread() is not threading.main_thread():
            return
        try:
            if signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
                return
            self.handler = self.on_sigint
            signal.signal(signal.SIGINT, self.handler)
        except ValueError:
            self.handler = None

    def on_sigint(self, signum, frame):
        if self.consumer._interrupted:
            raise KeyboardInterrupt
        self.consumer._interrupted = True

    def restore(self):
        if self.handler is not None and signal.getsignal(signal.SIGINT) is self.handler:
            signal.signal(signal.SIGINT, signal.default_int_handler)
        self.handler = None


class Consumer:
    """A DTrace consumer: compile a D program, go(), then iterate over
    records() and read aggregations().

        with dtrace.Consumer(options={"bufsize": "4m"}) as d:
            d.compile('syscall::openat:entry { @[execname] = count(); }'
                      'tick-1s { exit(0); }')
            for event in d.records():
                ...
            print(d.aggregations())

    options are dtrace -x's (see setopt()); ilp32=True compiles for the
    32-bit data model (dtrace -32).  The consumer is used by one thread at
    a time.  close() (or the end of the with block) releases everything.
    """

    def __init__(self, options=None, *, ilp32=False):
        try:
            lib = _capi.load()
        except OSError as e:
            raise LibraryError("cannot load libdtrace from %s: %s (set LIBDTRACE to the "
                               "path of libdtrace.so.1)" % (_capi.library_path(), e)) from None
        self._lib = lib
        self._h = None
        err = ctypes.c_int(0)
        h = lib.dtrace_open_flags(_capi.O_ILP32 if ilp32 else 0, ctypes.byref(err))
        if not h:
            e = err.value
            if e in (errno.EPERM, errno.EACCES):
                buf = ctypes.create_string_buffer(128)
                lib.dtrace_missing_privileges(buf, len(buf))
                missing = text(buf.value)
                if missing:
                    raise PrivilegeError("DTrace requires additional privileges: %s (run as "
                                         "root, or see SECURITY in dtrace(1))" % missing, missing)
                raise PrivilegeError("the kernel refuses BPF maps: %s" % os.strerror(e))
            raise DTraceError("failed to initialize dtrace: %s" % os.strerror(e))
        self._h = h
        self._prog = None
        self._margv = None
        self._names = []
        self._started = False
        self._stopped = False
        self._done = False
        self._interrupted = False
        self._pids = []
        self._created = []
        sink = self._sink = _Sink()
        # kept here for as long as the handle may call them
        self._callbacks = (
            _capi.HANDLE_PROBE_F(sink.on_probe),
            _capi.HANDLE_REC_F(sink.on_rec),
            _capi.HANDLE_ERR_F(sink.on_err),
            _capi.HANDLE_DROP_F(sink.on_drop),
            _capi.HANDLE_PROC_F(sink.on_proc),
        )
        cb = self._callbacks
        lib.dtrace_handle_probe(h, cb[0], None)
        lib.dtrace_handle_rec(h, cb[1], None)
        lib.dtrace_handle_err(h, cb[2], None)
        lib.dtrace_handle_drop(h, cb[3], None)
        lib.dtrace_handle_proc(h, cb[4], None)
        try:
            for name, value in (options or {}).items():
                self.setopt(name, value)
        except BaseException:
            self.close()
            raise

    # -- the handle

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __repr__(self):
        state = ("closed" if self._h is None else "stopped" if self._stopped else
                 "tracing" if self._started else "not started")
        return "<dtrace.Consumer %s>" % state

    def close(self):
        """Stop tracing without firing END, release the handle, its BPF
        programs and maps, and kill the processes create_process() made
        that are still alive.  Closing twice is harmless."""
        h, self._h = self._h, None
        if h is not None:
            self._lib.dtrace_close(h)

    def _handle(self):
        if self._h is None:
            raise DTraceError("the consumer is closed")
        return self._h

    def _error(self):
        h = self._h
        return DTraceError(text(self._lib.dtrace_errmsg(h)), text(self._lib.dtrace_errtag(h)))

    def _reraise(self):
        """The exception a callback caught during the last call, if any."""
        self._sink.cur = None
        e, self._sink.exc = self._sink.exc, None
        if e is not None:
            raise e

    def setopt(self, name, value=True):
        """Set an option of dtrace -x (the same names and values): value is
        a str or int ("4m", "1s", 8192), True or None for a flag, False to
        unset one."""
        if value is True or value is None:
            v = None
        elif value is False:
            v = b"0"
        else:
            v = _enc(str(value))
        if self._lib.dtrace_setopt(self._handle(), _enc(name), v) != 0:
            raise self._error()

    def getopt(self, name):
        """An option's value as an int (a flag 0 or 1, a size in bytes, a
        time in nanoseconds)."""
        v = ctypes.c_int64(0)
        if self._lib.dtrace_getopt(self._handle(), _enc(name), ctypes.byref(v)) != 0:
            raise self._error()
        return v.value

    # -- programs

    def compile(self, source, *, name=None, args=None):
        """Compile D source text and add its clauses to the consumer's one
        program; returns the number of probes it matched.  name, if given,
        names the program in messages as a script's file name does ("at
        line 3 of NAME"); args are the macro arguments $1, $2, ... ($0 is
        name, or "python").  DTraceError on a compile error, with its tag."""
        h = self._handle()
        if self._started:
            raise DTraceError("tracing has started: compile before go()")
        if args is not None:
            argv = [name or "python"] + [str(a) for a in args]
            arr = (ctypes.c_char_p * (len(argv) + 1))(*[_enc(a) for a in argv], None)
            if self._lib.dtrace_set_macroargs(h, len(argv), arr) != 0:
                raise self._error()
            self._margv = arr	# the library keeps argv, not a copy
        bname = None if name is None else _enc(os.fspath(name))
        if bname is not None:
            self._names.append(bname)	# the clauses keep the name, not a copy
        prog = self._lib.dtrace_program_strcompile(h, _enc(source), bname, 0)
        if not prog:
            raise self._error()
        self._prog = prog
        return self._lib.dtrace_program_matches(h)

    def compile_file(self, path, *, args=None):
        """compile() the D script in the file path, named by it."""
        with open(path, "rb") as f:
            source = f.read()
        return self.compile(source, name=path, args=args)

    def probes(self, spec=None, *, argtypes=False, missing_ok=True):
        """The probes that the probe descriptions of spec match (as dtrace -l
        -n spec lists them; spec None: every probe), as a list of dicts with
        "id", "provider", "module", "function", "name" and, with argtypes,
        "args": the arguments' types as dtrace -lv shows them.  A
        description that matches nothing adds nothing, or raises DTraceError
        with missing_ok=False."""
        h = self._handle()
        out = []
        failed = []

        def each(dtp, pip, arg):
            try:
                p = pip[0]
                d = {"id": p.id, "provider": text(p.provider), "module": text(p.module),
                     "function": text(p.function), "name": text(p.name)}
                if argtypes:
                    d["args"] = [text(p.argtypes[i]) for i in range(p.nargs)]
                out.append(d)
                return _capi.CONSUME_NEXT
            except BaseException as e:
                failed.append(e)
                return _capi.CONSUME_ABORT

        fn = _capi.PROBE_F(each)
        r = self._lib.dtrace_probe_iter(h, _enc(spec) if spec else None, 0, int(bool(argtypes)),
                                        fn, None)
        if failed:
            raise failed[0]
        if r < 0 or (r > 0 and not missing_ok):
            raise self._error()
        return out

    # -- processes

    def create_process(self, argv):
        """Start a command (a list of arguments, or a str split as the shell
        would), stopped before its first instruction until go(); returns its
        pid, which is $target if it is the first process.  records() ends
        once every created or grabbed process has exited."""
        h = self._handle()
        if self._started:
            raise DTraceError("tracing has started: create processes before go()")
        if isinstance(argv, (str, bytes)):
            argv = shlex.split(argv if isinstance(argv, str) else argv.decode())
        args = [_enc(os.fspath(a)) for a in argv]
        arr = (ctypes.c_char_p * (len(args) + 1))(*args, None)
        # Python ignores SIGPIPE; a child of ours must not inherit that
        old = None
        try:
            old = signal.signal(signal.SIGPIPE, signal.SIG_DFL)
        except (ValueError, OSError):
            old = None
        try:
            pid = self._lib.dtrace_proc_create(h, arr)
        finally:
            if old is not None:
                signal.signal(signal.SIGPIPE, old)
        if pid < 0:
            raise self._error()
        self._pids.append(pid)
        self._created.append(pid)
        return pid

    def grab_process(self, pid):
        """Watch a running process (dtrace -p): $target if it is the first;
        it is left running and alone."""
        if self._lib.dtrace_proc_grab(self._handle(), int(pid)) != 0:
            raise self._error()
        self._pids.append(int(pid))

    @property
    def processes(self):
        """{pid: None while it runs, else its wait status (as os.waitpid
        gives it; -1 when not known, for a grabbed process)} of the
        processes created or grabbed."""
        return {pid: self._sink.exited.get(pid) for pid in self._pids}

    # -- tracing

    def go(self):
        """Enable the program: make its maps, load and attach its BPF
        programs, fire BEGIN, and let the created processes run."""
        h = self._handle()
        if self._started:
            raise DTraceError("tracing has already started")
        if self._prog is None:
            raise DTraceError("no program: compile() one before go()")
        info = _capi.ProgInfo()
        if self._lib.dtrace_program_exec(h, self._prog, ctypes.byref(info)) != 0:
            raise self._error()
        # dtrace_stop() prints what it consumes to the FILE of the last
        # dtrace_work(), stdout if there was none: one with none now, before
        # there is anything to consume or wait for, so that a stop() before
        # any work() prints nothing either
        self._lib.dtrace_work(h, None)
        if self._lib.dtrace_go(h) != 0:
            raise self._error()
        self._started = True
        for pid in self._created:
            if self._lib.dtrace_proc_continue(h, pid) != 0:
                raise self._error()

    @property
    def done(self):
        """True once tracing is over: exit() was called, every process
        created or grabbed has exited, or stop() was called."""
        return self._done or self._stopped

    def work(self):
        """One step of consumption (dtrace_work(): waits up to switchrate
        for data) without stopping: the events it consumed, as a list."""
        self._handle()
        if not self._started:
            raise DTraceError("tracing has not started: go() first")
        if not self._stopped and not self._done:
            self._step()
        q = self._sink.queue
        out = list(q)
        q.clear()
        return out

    def _step(self):
        st = self._lib.dtrace_work(self._h, None)
        self._reraise()
        if st == _capi.WORKSTATUS_ERROR:
            raise self._error()
        if st == _capi.WORKSTATUS_DONE:
            self._done = True
        elif self._pids and all(pid in self._sink.exited for pid in self._pids):
            self._done = True	# as dtrace(1): as if exit(0)
        return self._done

    def stop(self):
        """Stop tracing: detach the probes, consume what is left, fire END
        and consume its records; they stay queued for records().  Stopping
        twice is harmless."""
        h = self._handle()
        if not self._started or self._stopped:
            return
        self._stopped = True
        r = self._lib.dtrace_stop(h)
        self._reraise()
        if r != 0:
            raise self._error()

    @property
    def exit_status(self):
        """The status exit(n) asked for (n & 0xff), or None."""
        r = self._lib.dtrace_exit_status(self._handle())
        return None if r < 0 else r

    def records(self, *, faults="yield", drops="yield", interrupt="stop"):
        """Iterate over what tracing produces, starting it (go()) if need
        be: Record objects, and Fault and Drop events in the order they
        came.  The iteration ends when tracing is over (exit(), the traced
        processes gone, or an interrupt): it stops tracing, which fires END,
        and yields END's records last; aggregations() can then be read.

        faults and drops say what becomes of Fault and Drop events: "yield"
        them (the default), "raise" FaultError or DropError (tracing goes
        on: records() may be called again), "ignore" them, or a callable
        that is called with each.

        interrupt: what SIGINT (^C) does while the iteration goes on.
        "stop" (the default): it stops tracing as it stops dtrace(1): END
        fires, what was consumed and END's records are yielded, and the
        iteration ends normally.  "raise": tracing is stopped the same way,
        then KeyboardInterrupt is raised from the iteration (END's records
        stay queued for a later records()).  In the main thread with
        Python's default handler, records() takes SIGINT itself until the
        iteration ends, so a ^C that arrives in the loop's body acts when
        the loop asks for the next record, and a second ^C raises
        KeyboardInterrupt at once; elsewhere a KeyboardInterrupt raised
        while records() waits for data acts as described, one raised in
        the loop's body is the loop's."""
        for mode in (faults, drops):
            if mode not in _MODES and not callable(mode):
                raise ValueError("faults and drops: 'yield', 'raise', 'ignore' or a callable")
        if interrupt not in ("stop", "raise"):
            raise ValueError("interrupt: 'stop' or 'raise'")
        self._handle()
        if not self._started:
            self.go()
        return self._records(faults, drops, interrupt)

    def _records(self, faults, drops, interrupt):
        guard = _InterruptGuard(self)
        q = self._sink.queue
        try:
            while True:
                if self._interrupted:
                    self._interrupted = False
                    self.stop()
                    if interrupt == "raise":
                        raise KeyboardInterrupt
                if self._done and not self._stopped:
                    self.stop()
                if q:
                    ev = q.popleft()
                    if not isinstance(ev, Record):
                        ev = self._route(ev, faults if isinstance(ev, Fault) else drops)
                    if ev is not None:
                        yield ev
                    continue
                if self._stopped:
                    return
                try:
                    self._handle()
                    self._step()
                except KeyboardInterrupt:
                    self._interrupted = True
        finally:
            guard.restore()
            self._interrupted = False

    @staticmethod
    def _route(ev, mode):
        if mode == "yield":
            return ev
        if mode == "ignore":
            return None
        if mode == "raise":
            raise FaultError(ev) if isinstance(ev, Fault) else DropError(ev)
        mode(ev)
        return None

    # -- aggregations

    def aggregation_rows(self, *, all_buckets=False):
        """Every row of every aggregation, read afresh, in the order dtrace
        prints them at the end (aggsortkey, aggsortrev, ... apply), as
        AggRow objects: name, function, keys, value (see aggregations())."""
        h = self._handle()
        rows = []
        failed = []

        def each(dtp, adp, arg):
            try:
                a = adp[0]
                keys = tuple(decode(a.keys[i], key=True) for i in range(a.nkeys))
                rows.append(AggRow(text(a.name), text(a.function), keys,
                                   agg_value(a, all_buckets)))
                return _capi.CONSUME_NEXT
            except BaseException as e:
                failed.append(e)
                return _capi.CONSUME_ABORT

        fn = _capi.AGGWALK_F(each)
        r = self._lib.dtrace_aggregate_walk(h, fn, None)
        if failed:
            raise failed[0]
        if r < 0:
            raise self._error()
        return rows

    def aggregations(self, *, all_buckets=False):
        """A snapshot of the aggregations: {name: {keys: value}}, name
        without "@" ("" for @), keys a tuple (() without keys; a stack key
        as a tuple of frames), value an int (count, sum, min, max), an
        AggValue (an int with count and sum: avg, stddev), or for a
        histogram (quantize, lquantize, llquantize) the list of its buckets
        with a count: [{"min": lo, "max": hi, "count": n}, ...] with lo and
        hi the bucket's inclusive range; with all_buckets, every bucket of
        the histogram's layout, the same for every row, those with no count
        too (quantize's 127, lquantize's levels and the two beyond, ...).
        An aggregation with no row yet is not there."""
        out = {}
        for row in self.aggregation_rows(all_buckets=all_buckets):
            out.setdefault(row.name, {})[row.keys] = row.value
        return out
