/*
 * -x tree=5: passes 1 and 3, the whole request as parsed (its nodes not
 * typed yet: type=<-1>, flags=0) and as compiled (typed); no pass 2.
 */
BEGIN
/1/
{
	x = 1 + 2;
}
