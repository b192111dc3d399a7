/* driven by typed.sh (with -L inc/typedlib: struct tinfo, tinfo_t and its translator) */
typed$target:::query-start
{
	printf("%s: \"%s\" %d (sizeof %d %d)\n", probename, copyinstr(args[0]), args[1],
	    sizeof (args[0]), sizeof (args[1]));
}

typed$target:::remap
{
	printf("%s: \"%s\" %d; arg0 %d\n", probename, copyinstr(args[0]), args[1], arg0);
}

typed$target:::info
{
	printf("%s: %d \"%s\"\n", probename, args[0]->ti_id, args[0]->ti_name);
}

typed$target:::hidden
{
	printf("%s: %d (sizeof %d)\n", probename, args[1], sizeof (args[0]));
}

typed$target:::str
{
	printf("%s: \"%s\"\n", probename, copyinstr(args[0]));
}
