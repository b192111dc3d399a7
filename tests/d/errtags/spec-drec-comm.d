/* D_DREC_COMM: data recorded after commit() */
BEGIN
{
	commit(1);
	printf("late");
}
