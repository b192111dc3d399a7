/*
 * regs.d: the indexes of uregs[] for x86_64, as DTrace's regs.d names them
 * on Linux.
 *
 * 0 to 20 are the words of the kernel's struct pt_regs in its order (R_R15
 * is its first word, R_SS its last; R_ERR is orig_ax, the system call
 * number at a syscall probe, also named R_ORIG_RAX).  21 to 25 are not in
 * pt_regs: uregs[] reads them from the thread's struct thread_struct (the
 * segment selectors ds and es, the fs and gs bases, the last trap number).
 * The i386 names (R_EAX, R_EIP, ...) are aliases of the 64-bit registers
 * that hold them, and DTrace's portable names are aliases too: R_PC the
 * instruction pointer, R_SP the stack pointer, R_FP the frame pointer
 * (rbp), R_PS the flags, R_R0 and R_R1 rax and rbx (illumos' choice for
 * x86, which Oracle's keeps).  An index past R_TRAPNO is a compile error.
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
inline int R_ERR = 15;
inline int R_ORIG_RAX = 15;
inline int R_RIP = 16;
inline int R_CS = 17;
inline int R_RFL = 18;
inline int R_RSP = 19;
inline int R_SS = 20;
inline int R_DS = 21;
inline int R_ES = 22;
inline int R_FS = 23;
inline int R_GS = 24;
inline int R_TRAPNO = 25;
inline int R_EBP = 4;
inline int R_EBX = 5;
inline int R_EAX = 10;
inline int R_ECX = 11;
inline int R_EDX = 12;
inline int R_ESI = 13;
inline int R_EDI = 14;
inline int R_EIP = 16;
inline int R_EFL = 18;
inline int R_ESP = 19;
inline int R_PC = 16;
inline int R_SP = 19;
inline int R_FP = 4;
inline int R_PS = 18;
inline int R_R0 = 10;
inline int R_R1 = 5;
