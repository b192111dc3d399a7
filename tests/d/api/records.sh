# The API's records and aggregation rows as data (lib/dtrace.h): a consumer
# (inc/records.c, built against the library) hands dtrace_work() no FILE
# and prints what its probe and record handlers get, then walks the
# aggregations: integers with their sign and size, strings, structs as
# bytes, printf() and print() text, stacks as frames, symbols, exit(),
# printa(), trunc(), commit(); rows with string and integer keys, avg's
# parts, quantize, lquantize and llquantize buckets with their bounds and
# each one's whole layout (its size, ends, and agreement with the
# buckets).  Then a record handler that asks to stop makes dtrace_work()
# fail with its message.
# Probes as data: those descriptions match, with their arguments' types;
# a description that matches nothing; a function that stops the walk.
D=$1
B=$(dirname "$D")
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
# a library built with ASan/UBSan (make SANITIZE=1) links with them
san=
nm "$B/libdtrace.a" 2>/dev/null | grep -q ' U __asan_' && san=-fsanitize=address,undefined
cc -O2 $san -I../../../lib -o "$T/records" inc/records.c "$B/libdtrace.a" -lbpf -lelf -lz \
    -lpthread || exit 1
"$T/records" '
BEGIN {
	trace((char)-3); trace((unsigned short)65535); trace(-5); trace(1ULL << 63);
	trace("a string"); tracemem(&curthread->comm[0], 7);
	printf("%d and %s", 42, "text");
	print((short)7);
	stack(); ustack(); func(`vfs_read); mod(`vfs_read);
	@c["one"] = count(); @c["two"] = count(); @c["two"] = count();
	@s[1, "k"] = sum(10); @s[2, "k"] = sum(-3);
	@a = avg(10); @a = avg(20);
	@q = quantize(0); @q = quantize(1); @q = quantize(5); @q = quantize(-2);
	@l = lquantize(7, 0, 10, 5);
	@ll = llquantize(42, 10, 0, 2, 5);
	@top[1] = count(); @top[2] = count(); @top[2] = count();
	printa(@c);
	trunc(@top, 1);
}
BEGIN { s = speculation(); speculate(s); trace(99); }
BEGIN { commit(s); }
BEGIN { exit(3); }'
echo "status $?"
"$T/records" 'BEGIN { trace(1); trace(2); } BEGIN { trace(3); exit(0); }' abort
echo "status $?"
"$T/records" -l 'syscall::openat:entry, sdt:::sched_process_exec, proc:::exec-success'
"$T/records" -l 'syscall::read:, syscall::nosuchcall:entry'
"$T/records" -l 'syscall::*read*:' 2
