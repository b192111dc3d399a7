/* D_OP_INCOMPAT: += of a string */
BEGIN
{
	n = 1;
	n += "more";
}
