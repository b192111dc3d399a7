/* the library the follow trigger dlopen()s after tracing has started */
__attribute__((noinline)) void
lf_ready(void)
{
	__asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) int
lf_add(int a, int b)
{
	return a + b;
}
