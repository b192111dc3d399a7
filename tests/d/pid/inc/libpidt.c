/* the trigger's shared library (libpidt.so) */
__attribute__((noinline)) int
pidt_twice(int x)
{
	return 2 * x;
}
