/*
 * A pointer cast to an integer is a plain number, whatever the pointer:
 * curcpu and alloca() point into BPF maps, which the kernel's verifier
 * would not let integer operations (shifts, masks, %) touch; the cast
 * makes them numbers first.  Kernel addresses are negative as int64_t.
 */
#pragma D option quiet

BEGIN
{
	p = (int64_t)curcpu;
	printf("curcpu >> 63: %d\n", ((int64_t)curcpu) >> 63);
	printf("curcpu aligned: %d\n", (((uintptr_t)curcpu) & 7) == 0);
	printf("alloca aligned: %d\n", ((uintptr_t)alloca(16)) % 8 == 0);
	printf("same after the cast: %d\n", p == (int64_t)curcpu);
	exit(0);
}
