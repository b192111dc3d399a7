/* aggregations are printed after all other output, including END's */
#pragma D option quiet

BEGIN
{
	@["k"] = count();
	printf("begin\n");
	exit(0);
}

END
{
	@["k"] = count();
	printf("end\n");
}
