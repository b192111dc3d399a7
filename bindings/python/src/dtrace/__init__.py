"""
dtrace: Python binding of libdtrace, DTrace for Linux's D compiler and
consumer, over the shared library libdtrace.so.1 with ctypes.

    import dtrace

    with dtrace.Consumer() as d:
        d.compile('syscall::openat:entry { @[execname] = count(); } '
                  'tick-1s { exit(0); }')
        for rec in d.records():
            print(rec)
        print(d.aggregations())

The library is found by $LIBDTRACE (a path), else as the dynamic linker
finds libdtrace.so.1.  Tracing needs root (or CAP_BPF and CAP_PERFMON).
See README.md beside pyproject.toml, and libdtrace(3).
"""

from ._consumer import Consumer
from ._data import (AggRow, AggValue, Drop, DropError, DTraceError, Event, Fault, FaultError,
                    LibraryError, PrivilegeError, Probe, Record, Stack)
from ._capi import library_path

__version__ = "0.1.0"

__all__ = [
    "Consumer", "DTraceError", "PrivilegeError", "LibraryError", "FaultError", "DropError",
    "Event", "Record", "Fault", "Drop", "Probe", "Stack", "AggRow", "AggValue",
    "library_path",
]
