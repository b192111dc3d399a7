/*
 * D_XLATE_NOCONV: psinfo_t has pr_size, but DTrace's translator from a task
 * gives it no value; the member is refused before printf checks its format.
 */
#pragma D option quiet

BEGIN
{
	printf("%ld\n", curpsinfo->pr_size);
}
