"""
What the binding hands out: records, faults, drops, probes, aggregation
values and the errors it raises, and the conversions of the library's data
(which lives only during a callback) to Python objects that outlive it.
"""

import ctypes
from dataclasses import dataclass, field
from typing import Any, List, NamedTuple, Optional, Tuple

from . import _capi


class DTraceError(Exception):
    """A call of libdtrace failed: message is dtrace_errmsg()'s text (what
    dtrace(1) prints after "dtrace: "), tag its D error tag (dtrace_errtag(),
    "D_SYNTAX", "D_IDENT_UNDEF", ..., "D_UNKNOWN" for other errors)."""

    def __init__(self, message, tag=None):
        super().__init__(message)
        self.message = message
        self.tag = tag

    def __str__(self):
        if self.tag and self.tag != "D_UNKNOWN":
            return "[%s] %s" % (self.tag, self.message)
        return self.message


class PrivilegeError(DTraceError, PermissionError):
    """dtrace_open() refused: the caller lacks what tracing needs; missing
    names the capabilities ("CAP_BPF and CAP_PERFMON", ...)."""

    def __init__(self, message, missing=""):
        DTraceError.__init__(self, message)
        self.missing = missing


class LibraryError(DTraceError):
    """libdtrace.so.1 could not be loaded (see $LIBDTRACE)."""


class FaultError(DTraceError):
    """Raised by Consumer.records(faults="raise"): fault is the Fault."""

    def __init__(self, fault):
        DTraceError.__init__(self, fault.message)
        self.fault = fault


class DropError(DTraceError):
    """Raised by Consumer.records(drops="raise"): drop is the Drop."""

    def __init__(self, drop):
        DTraceError.__init__(self, drop.message)
        self.drop = drop


class Probe(NamedTuple):
    """A probe: its ID (as dtrace -l lists it) and four names."""
    id: int
    provider: str
    module: str
    function: str
    name: str

    def __str__(self):
        return "%s:%s:%s:%s" % (self.provider, self.module, self.function, self.name)


class Event:
    """What Consumer.records() yields: a Record, a Fault or a Drop."""
    __slots__ = ()


@dataclass(eq=False)
class Record(Event):
    """One record a probe wrote (one firing of one clause).  data holds the
    value of each of the clause's data actions in order, actions their names
    ("trace", "printf", "stack", ...): see decode()."""
    probe: Probe
    cpu: int
    clause: int
    timestamp: int
    data: List[Any] = field(default_factory=list)
    actions: List[str] = field(default_factory=list)


@dataclass(eq=False)
class Fault(Event):
    """A probe's predicate or action that faulted in the kernel (kind
    "probe"), or an action the consumer carries out that failed (kind
    "library": setopt(), system(), freopen(), ...).  message is what
    dtrace(1) prints after "dtrace: "."""
    kind: str
    message: str
    epid: int = 0
    probe: int = 0
    fault: Optional[str] = None
    addr: int = 0
    action: int = 0
    line: int = 0

    def __str__(self):
        return self.message


@dataclass(eq=False)
class Drop(Event):
    """Records, keys or stores lost since the last report, of one kind
    ("principal", "aggregation", "dynamic", "spec", ...) on one CPU (-1: all
    of them).  message is what dtrace(1) prints after "dtrace: "."""
    kind: str
    cpu: int
    count: int
    message: str

    def __str__(self):
        return self.message


class Stack(list):
    """A stack() or ustack() value: a list of frames as dtrace prints them
    ("vmlinux`vfs_read+0x1c"), with pcs, their addresses, and pid, the
    process of a ustack() (None for stack())."""

    def __init__(self, frames, pcs, pid=None):
        super().__init__(frames)
        self.pcs = pcs
        self.pid = pid


class AggValue(int):
    """The value of an avg() or stddev() row: the integer dtrace prints,
    with function, and count and sum, the values' number and total."""

    def __new__(cls, value, function, count, sum):
        self = super().__new__(cls, value)
        self.function = function
        self.count = count
        self.sum = sum
        return self

    def __repr__(self):
        return "AggValue(%d, function=%r, count=%d, sum=%d)" % (
            int(self), self.function, self.count, self.sum)


@dataclass(eq=False)
class AggRow:
    """One row of an aggregation: its name ("" for @), function ("count",
    "quantize", ...), keys as a tuple, and value as aggregations() gives it."""
    name: str
    function: str
    keys: Tuple[Any, ...]
    value: Any


def text(b):
    """A C string (bytes or None) as str; bytes that are not UTF-8 come out
    as backslash escapes."""
    return None if b is None else b.decode("utf-8", "backslashreplace")


def probe_of(pd):
    """The Probe of a dtrace_probedata_t."""
    return Probe(pd.id, text(pd.provider), text(pd.module), text(pd.function), text(pd.name))


def decode(r, key=False):
    """A dtrace_recdata_t as a Python value:
    INT int (unsigned read as such), FLOAT float, STRING, TEXT (printf(),
    print(), system()'s command, freopen()'s file) and SYMBOL str, BYTES
    bytes, STACK a Stack (a tuple of frame strings for an aggregation key,
    key=True), EXIT int (the status), SPECULATION int (its id),
    AGGREGATION {"aggregations": [names without "@"], "value": n or None},
    OPTION {"option": name, "value": str or None}, anything else None."""
    t = r.type
    if t == _capi.REC_INT:
        return r.value if r.is_signed else r.value & 0xFFFFFFFFFFFFFFFF
    if t == _capi.REC_FLOAT:
        return float(r.fvalue)
    if t in (_capi.REC_STRING, _capi.REC_TEXT, _capi.REC_SYMBOL):
        return text(r.str)
    if t == _capi.REC_BYTES:
        return ctypes.string_at(r.bytes, r.size) if r.bytes and r.size > 0 else b""
    if t == _capi.REC_STACK:
        frames = [text(r.frames[i].text) for i in range(r.nframes)]
        if key:
            return tuple(frames)
        pcs = [r.frames[i].pc for i in range(r.nframes)]
        return Stack(frames, pcs, r.pid if text(r.action) == "ustack" else None)
    if t in (_capi.REC_EXIT, _capi.REC_SPECULATION):
        return r.value
    if t == _capi.REC_AGGREGATION:
        return {"aggregations": [text(r.aggs[i]) for i in range(r.naggs)],
                "value": r.value if r.has_value else None}
    if t == _capi.REC_OPTION:
        return {"option": text(r.str), "value": text(r.str2)}
    return None


def agg_value(ad, all_buckets=False):
    """A dtrace_aggdata_t's value: an int for count, sum, min and max; an
    AggValue for avg and stddev; for quantize, lquantize and llquantize the
    buckets that have a count (all_buckets: every bucket of the
    histogram's layout, those with no count too), as a list of {"min",
    "max", "count"} (each bucket's inclusive range)."""
    fn = text(ad.function)
    if ad.nbuckets > 0 or fn in ("quantize", "lquantize", "llquantize"):
        arr, n = (ad.allbuckets, ad.nallbuckets) if all_buckets else (ad.buckets, ad.nbuckets)
        return [{"min": b.min, "max": b.max, "count": b.count}
                for b in (arr[i] for i in range(n))]
    if fn == "stddev":
        return AggValue(ad.value & 0xFFFFFFFFFFFFFFFF, fn, ad.count, ad.sum)
    if fn == "avg":
        return AggValue(ad.value, fn, ad.count, ad.sum)
    return ad.value


def fault_of(ed):
    kind = _capi.FAULT_KINDS[ed.kind] if 0 <= ed.kind < len(_capi.FAULT_KINDS) else str(ed.kind)
    return Fault(kind, text(ed.msg), ed.epid, ed.probe, text(ed.fault), ed.addr, ed.action,
                 ed.line)


def drop_of(dd):
    kind = _capi.DROP_KINDS[dd.kind] if 0 <= dd.kind < len(_capi.DROP_KINDS) else str(dd.kind)
    return Drop(kind, dd.cpu, dd.drops, text(dd.msg))
