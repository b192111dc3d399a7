/* D_REGS_IDX: a uregs[] index beyond the saved registers */
syscall::read:entry
{
	trace(uregs[40]);
}
