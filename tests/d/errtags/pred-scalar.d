/* D_PRED_SCALAR: a string used as a predicate */
BEGIN
/execname/
{
	exit(0);
}
