/*
 * faults.d: the kinds of fault, as DTrace names them: what a dtrace:::ERROR
 * clause finds in arg4 (the code generator's dt_fault_t, lib/dt_impl.h,
 * numbers them the same way; keep the two in step).  DTRACEFLT_BADINDEX,
 * an index out of range, is this implementation's addition;
 * DTRACEFLT_LIBRARY is DTrace's kind for faults raised by the library,
 * which raises none here.
 *
 * Each name is an inline int defined the first time a program names it.
 */
inline int DTRACEFLT_UNKNOWN = 0;
inline int DTRACEFLT_BADADDR = 1;
inline int DTRACEFLT_BADALIGN = 2;
inline int DTRACEFLT_ILLOP = 3;
inline int DTRACEFLT_DIVZERO = 4;
inline int DTRACEFLT_NOSCRATCH = 5;
inline int DTRACEFLT_KPRIV = 6;
inline int DTRACEFLT_UPRIV = 7;
inline int DTRACEFLT_TUPOFLOW = 8;
inline int DTRACEFLT_BADSTACK = 9;
inline int DTRACEFLT_BADINDEX = 10;
inline int DTRACEFLT_LIBRARY = 1000;
