/*
 * D_REGS_IDX: a negative uregs[] index (one past R_TRAPNO is Oracle's
 * D_UNKNOWN instead: subr/err-uregs-index)
 */
syscall::read:entry
{
	trace(uregs[-1]);
}
