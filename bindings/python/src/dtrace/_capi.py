"""
The C API of libdtrace (lib/dtrace.h) as ctypes declarations.

Each structure here mirrors its counterpart in dtrace.h field for field; the test
tests/d/python/layout checks their sizes and offsets against the header
with the C compiler.  The library is loaded on first use (load()), from
$LIBDTRACE if set, else where the dynamic linker finds libdtrace.so.1.
"""

import ctypes
import ctypes.util
import os
from ctypes import (CFUNCTYPE, POINTER, Structure, c_char_p, c_int, c_int64,
                    c_longdouble, c_size_t, c_uint, c_uint32, c_uint64,
                    c_void_p)

# dtrace_workstatus_t
WORKSTATUS_ERROR = -1
WORKSTATUS_OKAY = 0
WORKSTATUS_DONE = 1

# compile flags
C_PSPEC = 0x1
C_ZDEFS = 0x2
C_PROVIDER = 0x10
C_MODULE = 0x20
C_FUNC = 0x40

# dtrace_open_flags()
O_NODEV = 0x01
O_LP64 = 0x02
O_ILP32 = 0x04

CONSUME_NEXT = 0
CONSUME_ABORT = 1

# dtrace_rectype_t
(REC_INT, REC_FLOAT, REC_STRING, REC_BYTES, REC_TEXT, REC_STACK, REC_SYMBOL,
 REC_EXIT, REC_AGGREGATION, REC_SPECULATION, REC_OPTION, REC_OTHER) = range(12)

# dtrace_faultkind_t and dtrace_dropkind_t, by the names the binding uses
FAULT_KINDS = ("probe", "library")
DROP_KINDS = ("principal", "aggregation", "reenter", "recursion", "dynamic",
              "dblerror", "spec", "specbusy", "specunavail")


class ProbeData(Structure):
    _fields_ = [
        ("cpu", c_int),
        ("id", c_uint32),
        ("provider", c_char_p),
        ("module", c_char_p),
        ("function", c_char_p),
        ("name", c_char_p),
        ("clause", c_int),
        ("timestamp", c_uint64),
    ]


class Frame(Structure):
    _fields_ = [
        ("pc", c_uint64),
        ("text", c_char_p),
    ]


class RecData(Structure):
    _fields_ = [
        ("type", c_int),
        ("action", c_char_p),
        ("value", c_int64),
        ("is_signed", c_int),
        ("has_value", c_int),
        ("size", c_int),
        ("fvalue", c_longdouble),
        ("str", c_char_p),
        ("str2", c_char_p),
        ("bytes", c_void_p),
        ("frames", POINTER(Frame)),
        ("nframes", c_int),
        ("pid", c_int),
        ("aggs", POINTER(c_char_p)),
        ("naggs", c_int),
    ]


class AggBucket(Structure):
    _fields_ = [
        ("min", c_int64),
        ("max", c_int64),
        ("count", c_int64),
    ]


class AggData(Structure):
    _fields_ = [
        ("name", c_char_p),
        ("function", c_char_p),
        ("keys", POINTER(RecData)),
        ("nkeys", c_int),
        ("value", c_int64),
        ("count", c_int64),
        ("sum", c_int64),
        ("buckets", POINTER(AggBucket)),
        ("nbuckets", c_int),
        ("allbuckets", POINTER(AggBucket)),
        ("nallbuckets", c_int),
    ]


class ProbeInfo(Structure):
    _fields_ = [
        ("id", c_uint32),
        ("provider", c_char_p),
        ("module", c_char_p),
        ("function", c_char_p),
        ("name", c_char_p),
        ("nargs", c_int),
        ("argtypes", POINTER(c_char_p)),
    ]


class ProgInfo(Structure):
    _fields_ = [
        ("matches", c_int),
        ("nclauses", c_int),
    ]


class ErrData(Structure):
    _fields_ = [
        ("kind", c_int),
        ("epid", c_uint32),
        ("probe", c_uint32),
        ("fault", c_char_p),
        ("addr", c_uint64),
        ("action", c_int),
        ("line", c_int),
        ("msg", c_char_p),
    ]


class DropData(Structure):
    _fields_ = [
        ("kind", c_int),
        ("cpu", c_int),
        ("drops", c_uint64),
        ("msg", c_char_p),
    ]


# the handle is an opaque pointer: c_void_p (an int, or None for NULL)
HANDLE_PROBE_F = CFUNCTYPE(c_int, c_void_p, POINTER(ProbeData), c_void_p)
HANDLE_REC_F = CFUNCTYPE(c_int, c_void_p, POINTER(ProbeData), POINTER(RecData), c_void_p)
AGGWALK_F = CFUNCTYPE(c_int, c_void_p, POINTER(AggData), c_void_p)
PROBE_F = CFUNCTYPE(c_int, c_void_p, POINTER(ProbeInfo), c_void_p)
HANDLE_ERR_F = CFUNCTYPE(None, c_void_p, POINTER(ErrData), c_void_p)
HANDLE_DROP_F = CFUNCTYPE(None, c_void_p, POINTER(DropData), c_void_p)
HANDLE_PROC_F = CFUNCTYPE(None, c_void_p, c_int, c_int, c_void_p)

# name: (restype, argtypes)
_PROTOTYPES = {
    "dtrace_open_flags": (c_void_p, [c_int, POINTER(c_int)]),
    "dtrace_missing_privileges": (c_size_t, [c_char_p, c_size_t]),
    "dtrace_close": (None, [c_void_p]),
    "dtrace_errmsg": (c_char_p, [c_void_p]),
    "dtrace_errtag": (c_char_p, [c_void_p]),
    "dtrace_setopt": (c_int, [c_void_p, c_char_p, c_char_p]),
    "dtrace_getopt": (c_int, [c_void_p, c_char_p, POINTER(c_int64)]),
    "dtrace_set_macroargs": (c_int, [c_void_p, c_int, POINTER(c_char_p)]),
    "dtrace_program_strcompile": (c_void_p, [c_void_p, c_char_p, c_char_p, c_uint]),
    "dtrace_program_matches": (c_int, [c_void_p]),
    "dtrace_program_exec": (c_int, [c_void_p, c_void_p, POINTER(ProgInfo)]),
    "dtrace_probe_iter": (c_int, [c_void_p, c_char_p, c_uint, c_int, PROBE_F, c_void_p]),
    "dtrace_go": (c_int, [c_void_p]),
    "dtrace_work": (c_int, [c_void_p, c_void_p]),
    "dtrace_stop": (c_int, [c_void_p]),
    "dtrace_exit_status": (c_int, [c_void_p]),
    "dtrace_handle_probe": (c_int, [c_void_p, HANDLE_PROBE_F, c_void_p]),
    "dtrace_handle_rec": (c_int, [c_void_p, HANDLE_REC_F, c_void_p]),
    "dtrace_aggregate_walk": (c_int, [c_void_p, AGGWALK_F, c_void_p]),
    "dtrace_handle_err": (c_int, [c_void_p, HANDLE_ERR_F, c_void_p]),
    "dtrace_handle_drop": (c_int, [c_void_p, HANDLE_DROP_F, c_void_p]),
    "dtrace_proc_create": (c_int, [c_void_p, POINTER(c_char_p)]),
    "dtrace_proc_grab": (c_int, [c_void_p, c_int]),
    "dtrace_proc_continue": (c_int, [c_void_p, c_int]),
    "dtrace_proc_release": (None, [c_void_p, c_int]),
    "dtrace_handle_proc": (c_int, [c_void_p, HANDLE_PROC_F, c_void_p]),
}

_lib = None


def library_path():
    """The library load() opens: $LIBDTRACE, else what the dynamic linker
    knows as libdtrace (ldconfig's cache), else the soname libdtrace.so.1."""
    path = os.environ.get("LIBDTRACE")
    if path:
        return path
    return ctypes.util.find_library("dtrace") or "libdtrace.so.1"


def load():
    """The library with its functions' prototypes set; OSError if it cannot
    be loaded or lacks a function of the API."""
    global _lib
    if _lib is None:
        lib = ctypes.CDLL(library_path())
        for name, (restype, argtypes) in _PROTOTYPES.items():
            fn = getattr(lib, name)
            fn.restype = restype
            fn.argtypes = argtypes
        _lib = lib
    return _lib
