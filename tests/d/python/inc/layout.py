"""
tests/d/python/layout: what inc/layout.c prints from lib/dtrace.h, printed
from the binding's ctypes declarations (dtrace._capi), in the same order.
"""
from dtrace import _capi

for cls in (_capi.ProbeData, _capi.Frame, _capi.RecData, _capi.AggBucket, _capi.AggData,
            _capi.ProbeInfo, _capi.ProgInfo, _capi.ErrData, _capi.DropData):
    print("%s size %d" % (cls.__name__, _capi.ctypes.sizeof(cls)))
    for name, _ in cls._fields_:
        print("%s.%s %d" % (cls.__name__, name, getattr(cls, name).offset))
print("REC_OTHER %d" % _capi.REC_OTHER)
print("DROP_SPECUNAVAIL %d" % (len(_capi.DROP_KINDS) - 1))
print("FAULT_LIBRARY %d" % (len(_capi.FAULT_KINDS) - 1))
print("CONSUME_ABORT %d" % _capi.CONSUME_ABORT)
print("WORKSTATUS_DONE %d" % _capi.WORKSTATUS_DONE)
print("O_ILP32 %d" % _capi.O_ILP32)
