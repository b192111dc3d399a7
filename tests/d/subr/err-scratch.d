/* D_ALLOCA_SIZE: an alloca( ) that can never fit in the scratch space of a clause */
#pragma D option scratchsize=1k
BEGIN
{
	trace(alloca(1025));
}
