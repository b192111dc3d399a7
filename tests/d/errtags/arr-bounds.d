/* D_ARR_BOUNDS: a constant index outside a kernel array of known size */
BEGIN
{
	curthread->comm[16] = 'x';
}
