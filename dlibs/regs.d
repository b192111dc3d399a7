/*
 * regs.d: the indexes of uregs[], as DTrace's regs.d names them, for
 * x86_64: the registers of the kernel's struct pt_regs in its order
 * (R_R15 is its first word, R_SS its last), and DTrace's portable aliases
 * R_PC (the instruction pointer), R_SP (the stack pointer), R_FP (the
 * frame pointer, rbp), R_PS (the flags), R_R0 and R_R1 (the return value
 * registers, rax and rdx).
 *
 * Each name is an inline int defined the first time a program names it.
 */
inline int R_R15 = 0;
inline int R_R14 = 1;
inline int R_R13 = 2;
inline int R_R12 = 3;
inline int R_RBP = 4;
inline int R_RBX = 5;
inline int R_R11 = 6;
inline int R_R10 = 7;
inline int R_R9 = 8;
inline int R_R8 = 9;
inline int R_RAX = 10;
inline int R_RCX = 11;
inline int R_RDX = 12;
inline int R_RSI = 13;
inline int R_RDI = 14;
inline int R_ORIG_RAX = 15;
inline int R_RIP = 16;
inline int R_CS = 17;
inline int R_RFL = 18;
inline int R_RSP = 19;
inline int R_SS = 20;
inline int R_PC = 16;
inline int R_SP = 19;
inline int R_FP = 4;
inline int R_PS = 18;
inline int R_R0 = 10;
inline int R_R1 = 12;
