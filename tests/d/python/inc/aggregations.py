"""
tests/d/python/aggregations: a child process the binding creates (as
dtrace -c does) calls getppid() 7 times; its aggregations, read as a dict,
have exact values: count() by two string keys, sum, min, max, avg (an int
with its count and sum), stddev, quantize's and lquantize's buckets with
their ranges (and, asked for, every bucket of their layouts), an integer
key, and a key-less aggregation under ().
"""
import dtrace

PROG = r'''
syscall::getppid:entry /pid == $target/
{
	self->i++;
	@calls[execname, probefunc] = count();
	@sum = sum(self->i);
	@min = min(self->i);
	@max = max(self->i);
	@avg = avg(self->i);
	@sd = stddev(self->i);
	@q = quantize(self->i);
	@l = lquantize(self->i, 0, 10, 2);
	@odd[self->i % 2] = count();
}
'''

with dtrace.Consumer() as d:
    pid = d.create_process(["perl", "-e", "getppid() for 1..7"])
    print("matched", d.compile(PROG))
    for rec in d.records():
        print("record", rec)
    print("process: wait status", d.processes[pid])
    aggs = d.aggregations()
    for name, rows in aggs.items():
        for keys, value in rows.items():
            print("@%s %r = %r" % (name, keys, value))
    expected = {
        "calls": {("perl", "getppid"): 7},
        "sum": {(): 28},
        "min": {(): 1},
        "max": {(): 7},
        "avg": {(): 4},
        "sd": {(): 2},
        "q": {(): [{"min": 1, "max": 1, "count": 1}, {"min": 2, "max": 3, "count": 2},
                   {"min": 4, "max": 7, "count": 4}]},
        "l": {(): [{"min": 0, "max": 1, "count": 1}, {"min": 2, "max": 3, "count": 2},
                   {"min": 4, "max": 5, "count": 2}, {"min": 6, "max": 7, "count": 2}]},
        "odd": {(0,): 3, (1,): 4},
    }
    print("as expected:", aggs == expected)
    avg = aggs["avg"][()]
    print("avg parts:", type(avg).__name__, avg.function, avg.count, avg.sum)
    every = d.aggregations(all_buckets=True)
    print("@l, every bucket:", every["l"][()])
    q = every["q"][()]
    print("@q, every bucket: %d, from %d to %d; those with a count as before: %s" % (
        len(q), q[0]["min"], q[-1]["max"], [b for b in q if b["count"]] == aggs["q"][()]))
    rows = d.aggregation_rows()
    print("functions:", " ".join("@%s:%s" % (r.name, r.function) for r in rows))
