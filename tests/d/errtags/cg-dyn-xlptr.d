/* D_CG_DYN: the value of a translated pointer (curpsinfo) traced */
BEGIN
{
	trace(curpsinfo);
}
