/* -C: cpp fails (an #if with no #endif): its message, then the compile error */
#if !defined(NOSUCH)
BEGIN
{
	exit(0);
}
