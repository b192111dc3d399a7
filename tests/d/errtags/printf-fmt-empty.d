/* D_PRINTF_FMT_EMPTY: printf( ) with an empty format */
BEGIN
{
	printf("");
}
