# jsonl-check.py FILE: check that every line of FILE (dtrace -x json output)
# is one JSON object of a documented kind (dtrace(1), JSON OUTPUT):
#   {"type":"record",...} with cpu, id, probe, clause, data;
#   {"type":"aggregation",...} with exactly snapshot, name, function, keys
#   and either value (count, sum, avg, min, max, stddev: an integer) or
#   buckets (quantize, lquantize, llquantize: {min,max,count} integers,
#   min <= max, in increasing order without overlap); snapshots never
#   decrease.
# Prints "N lines: valid JSON lines (R records, A aggregation rows)" or
# the first problems, and exits 1 on any.
import json
import sys

SCALAR = {"count", "sum", "avg", "min", "max", "stddev"}
HIST = {"quantize", "lquantize", "llquantize"}
INT64 = (-(1 << 63), (1 << 63) - 1)


def isint(x):
    return isinstance(x, int) and not isinstance(x, bool)


def check_key(k):
    if isinstance(k, list):
        return all(isinstance(f, str) for f in k)
    return isint(k) or isinstance(k, str)


def check(obj):
    if not isinstance(obj, dict):
        return "not an object"
    t = obj.get("type")
    if t == "record":
        for m in ("cpu", "id", "probe", "clause", "data"):
            if m not in obj:
                return "record without " + m
        if not all(isinstance(d, dict) and "action" in d for d in obj["data"]):
            return "record data without action"
        return None
    if t != "aggregation":
        return "unknown type %r" % (t,)
    fn = obj.get("function")
    want = {"type", "snapshot", "name", "function", "keys"}
    want.add("buckets" if fn in HIST else "value")
    if set(obj) != want:
        return "members %s, expected %s" % (sorted(obj), sorted(want))
    if fn not in SCALAR | HIST:
        return "unknown function %r" % (fn,)
    if not isint(obj["snapshot"]) or obj["snapshot"] < 1:
        return "bad snapshot"
    if not isinstance(obj["name"], str):
        return "bad name"
    if not isinstance(obj["keys"], list) or not all(check_key(k) for k in obj["keys"]):
        return "bad keys"
    if fn in SCALAR:
        if not isint(obj["value"]) or not INT64[0] <= obj["value"] <= (1 << 64) - 1:
            return "bad value"
        return None
    prev = None
    for b in obj["buckets"]:
        if not isinstance(b, dict) or set(b) != {"min", "max", "count"}:
            return "bad bucket %r" % (b,)
        if not all(isint(b[m]) for m in b) or not INT64[0] <= b["min"] <= b["max"] <= INT64[1]:
            return "bad bucket bounds %r" % (b,)
        if prev is not None and b["min"] <= prev:
            return "buckets out of order at %r" % (b,)
        prev = b["max"]
    return None


def main():
    bad = 0
    nrec = nagg = 0
    snap = 0
    lines = open(sys.argv[1], encoding="utf-8", errors="surrogateescape").read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    else:
        print("last line not terminated")
        bad += 1
    for i, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except ValueError as e:
            print("line %d: not JSON: %s" % (i, e))
            bad += 1
            continue
        err = check(obj)
        if err is None and obj.get("type") == "aggregation":
            if obj["snapshot"] < snap:
                err = "snapshot decreases"
            snap = obj["snapshot"]
        if err is not None:
            print("line %d: %s" % (i, err))
            bad += 1
        elif obj["type"] == "record":
            nrec += 1
        else:
            nagg += 1
    if bad:
        print("invalid")
        sys.exit(1)
    print("%d lines: valid JSON lines (%d records, %d aggregation rows)" % (len(lines), nrec, nagg))


main()
