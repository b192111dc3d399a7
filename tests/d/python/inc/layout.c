/*
 * layout: the size of each structure of lib/dtrace.h that the Python
 * binding declares (bindings/python/src/dtrace/_capi.py) and the offset of
 * each of its members, one line each, as inc/layout.py prints them from
 * the ctypes declarations: the two must be the same.
 */
#include <stddef.h>
#include <stdio.h>
#include "dtrace.h"

#define S(py, t)	printf("%s size %zu\n", py, sizeof(t))
#define F(py, t, m)	printf("%s.%s %zu\n", py, #m, offsetof(t, m))

int
main(void)
{
	S("ProbeData", dtrace_probedata_t);
	F("ProbeData", dtrace_probedata_t, cpu);
	F("ProbeData", dtrace_probedata_t, id);
	F("ProbeData", dtrace_probedata_t, provider);
	F("ProbeData", dtrace_probedata_t, module);
	F("ProbeData", dtrace_probedata_t, function);
	F("ProbeData", dtrace_probedata_t, name);
	F("ProbeData", dtrace_probedata_t, clause);
	F("ProbeData", dtrace_probedata_t, timestamp);
	S("Frame", dtrace_frame_t);
	F("Frame", dtrace_frame_t, pc);
	F("Frame", dtrace_frame_t, text);
	S("RecData", dtrace_recdata_t);
	F("RecData", dtrace_recdata_t, type);
	F("RecData", dtrace_recdata_t, action);
	F("RecData", dtrace_recdata_t, value);
	F("RecData", dtrace_recdata_t, is_signed);
	F("RecData", dtrace_recdata_t, has_value);
	F("RecData", dtrace_recdata_t, size);
	F("RecData", dtrace_recdata_t, fvalue);
	F("RecData", dtrace_recdata_t, str);
	F("RecData", dtrace_recdata_t, str2);
	F("RecData", dtrace_recdata_t, bytes);
	F("RecData", dtrace_recdata_t, frames);
	F("RecData", dtrace_recdata_t, nframes);
	F("RecData", dtrace_recdata_t, pid);
	F("RecData", dtrace_recdata_t, aggs);
	F("RecData", dtrace_recdata_t, naggs);
	S("AggBucket", dtrace_aggbucket_t);
	F("AggBucket", dtrace_aggbucket_t, min);
	F("AggBucket", dtrace_aggbucket_t, max);
	F("AggBucket", dtrace_aggbucket_t, count);
	S("AggData", dtrace_aggdata_t);
	F("AggData", dtrace_aggdata_t, name);
	F("AggData", dtrace_aggdata_t, function);
	F("AggData", dtrace_aggdata_t, keys);
	F("AggData", dtrace_aggdata_t, nkeys);
	F("AggData", dtrace_aggdata_t, value);
	F("AggData", dtrace_aggdata_t, count);
	F("AggData", dtrace_aggdata_t, sum);
	F("AggData", dtrace_aggdata_t, buckets);
	F("AggData", dtrace_aggdata_t, nbuckets);
	F("AggData", dtrace_aggdata_t, allbuckets);
	F("AggData", dtrace_aggdata_t, nallbuckets);
	S("ProbeInfo", dtrace_probeinfo_t);
	F("ProbeInfo", dtrace_probeinfo_t, id);
	F("ProbeInfo", dtrace_probeinfo_t, provider);
	F("ProbeInfo", dtrace_probeinfo_t, module);
	F("ProbeInfo", dtrace_probeinfo_t, function);
	F("ProbeInfo", dtrace_probeinfo_t, name);
	F("ProbeInfo", dtrace_probeinfo_t, nargs);
	F("ProbeInfo", dtrace_probeinfo_t, argtypes);
	S("ProgInfo", dtrace_proginfo_t);
	F("ProgInfo", dtrace_proginfo_t, matches);
	F("ProgInfo", dtrace_proginfo_t, nclauses);
	S("ErrData", dtrace_errdata_t);
	F("ErrData", dtrace_errdata_t, kind);
	F("ErrData", dtrace_errdata_t, epid);
	F("ErrData", dtrace_errdata_t, probe);
	F("ErrData", dtrace_errdata_t, fault);
	F("ErrData", dtrace_errdata_t, addr);
	F("ErrData", dtrace_errdata_t, action);
	F("ErrData", dtrace_errdata_t, line);
	F("ErrData", dtrace_errdata_t, msg);
	S("DropData", dtrace_dropdata_t);
	F("DropData", dtrace_dropdata_t, kind);
	F("DropData", dtrace_dropdata_t, cpu);
	F("DropData", dtrace_dropdata_t, drops);
	F("DropData", dtrace_dropdata_t, msg);
	/* the enums' and constants' values the binding copies */
	printf("REC_OTHER %d\n", DTRACE_REC_OTHER);
	printf("DROP_SPECUNAVAIL %d\n", DTRACE_DROP_SPECUNAVAIL);
	printf("FAULT_LIBRARY %d\n", DTRACE_FAULT_LIBRARY);
	printf("CONSUME_ABORT %d\n", DTRACE_CONSUME_ABORT);
	printf("WORKSTATUS_DONE %d\n", DTRACE_WORKSTATUS_DONE);
	printf("O_ILP32 %d\n", DTRACE_O_ILP32);
	return 0;
}
