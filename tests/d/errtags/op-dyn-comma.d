/* D_OP_DYN: a translated struct as an operand of the comma operator */
BEGIN
{
	x = (xlate<psinfo_t>(curthread), 1);
}
