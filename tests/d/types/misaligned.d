/*
 * Misaligned loads are not faults: DTrace checks alignment only on
 * strict-alignment machines (its loads are unchecked on x86), and every
 * load here is a bpf_probe_read of any address.  BEGIN runs in dtrace
 * itself, whose comm is "dtrace" then NULs: 2, 4 and 8-byte loads at odd
 * offsets into it give its bytes little-endian, in kernel memory and in
 * alloca() scratch (a copy at offset 1).
 */
#pragma D option quiet

BEGIN
{
	this->c = (char *)curthread->comm;
	printf("%x %x %x\n", *(uint16_t *)(this->c + 3), *(uint32_t *)(this->c + 1),
	    *(uint64_t *)(this->c + 1));
	this->p = (char *)alloca(16);
	bcopy(this->c, this->p + 1, 8);
	printf("%x %x %d\n", *(uint32_t *)(this->p + 3), *(uint64_t *)(this->p + 1),
	    *(int64_t *)(this->p + 1) == *(int64_t *)this->c);
	exit(0);
}
