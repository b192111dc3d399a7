BEGIN
{
	x = (1 + ;
}
