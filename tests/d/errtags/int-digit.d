/* D_INT_DIGIT: the digit 9 in an octal constant */
BEGIN
{
	mode = 0649;
}
