/*
 * The uregs[] indexes of the D library (dlibs/regs.d): x86_64's struct
 * pt_regs in its order, then the thread's ds, es, fs base, gs base and
 * trap number; the i386 names and DTrace's portable names are aliases
 * (R_R1 is rbx, as in illumos' and Oracle's regs.d).  uregs[] past
 * pt_regs reads the task's thread_struct.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d %d %d %d %d %d\n", R_R15, R_R14, R_R13, R_R12, R_RBP, R_RBX,
	    R_R11, R_R10, R_R9, R_R8, R_RAX);
	printf("%d %d %d %d %d %d %d %d %d %d\n", R_RCX, R_RDX, R_RSI, R_RDI, R_ERR, R_ORIG_RAX,
	    R_RIP, R_CS, R_RFL, R_RSP);
	printf("%d %d %d %d %d %d\n", R_SS, R_DS, R_ES, R_FS, R_GS, R_TRAPNO);
	printf("%d %d %d %d %d %d %d %d %d %d\n", R_EAX, R_EBX, R_ECX, R_EDX, R_ESI, R_EDI,
	    R_EBP, R_ESP, R_EIP, R_EFL);
	printf("%d %d %d %d %d %d\n", R_PC, R_SP, R_FP, R_PS, R_R0, R_R1);
	printf("%d %d %d %d %d\n", uregs[R_DS] == curthread->thread.ds,
	    uregs[R_ES] == curthread->thread.es, uregs[R_FS] == curthread->thread.fsbase,
	    uregs[R_GS] == curthread->thread.gsbase, uregs[R_TRAPNO] == curthread->thread.trap_nr);
	printf("%d\n", uregs[R_FS] != 0);
	exit(0);
}
