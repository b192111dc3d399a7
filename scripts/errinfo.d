#!/usr/bin/env -S dtrace -s
/*
 * errinfo.d: print each system call that fails, with its errno by name.
 *
 * USAGE:	./errinfo.d			every process, until Control-C
 *		./errinfo.d -c 'cmd args'	(or -p PID) that process and
 *						its descendants, until it ends
 *
 * One line per failed system call, as it returns:
 *	PID	the process ID
 *	COMM	the process's name
 *	SYSCALL	the system call
 *	ERR	the error number (errno)
 *	NAME	its name (ENOENT, EACCES, ...; "?" for a number not known)
 * When tracing ends, a summary counts the failures by process name,
 * system call and error.
 *
 * The names are Linux's (x86_64), the same values as the D library's
 * errno constants.  A call interrupted by a signal is seen before the
 * kernel restarts it or turns it into EINTR, so the kernel's own
 * ERESTART* codes (512 and up) appear too.
 */
#pragma D option quiet

dtrace:::BEGIN
{
	errname[1] = "EPERM"; errname[2] = "ENOENT"; errname[3] = "ESRCH";
	errname[4] = "EINTR"; errname[5] = "EIO"; errname[6] = "ENXIO";
	errname[7] = "E2BIG"; errname[8] = "ENOEXEC"; errname[9] = "EBADF";
	errname[10] = "ECHILD"; errname[11] = "EAGAIN";
	errname[12] = "ENOMEM"; errname[13] = "EACCES";
	errname[14] = "EFAULT"; errname[15] = "ENOTBLK";
	errname[16] = "EBUSY"; errname[17] = "EEXIST"; errname[18] = "EXDEV";
	errname[19] = "ENODEV"; errname[20] = "ENOTDIR";
	errname[21] = "EISDIR"; errname[22] = "EINVAL";
	errname[23] = "ENFILE"; errname[24] = "EMFILE";
	errname[25] = "ENOTTY"; errname[26] = "ETXTBSY";
	errname[27] = "EFBIG"; errname[28] = "ENOSPC"; errname[29] = "ESPIPE";
	errname[30] = "EROFS"; errname[31] = "EMLINK"; errname[32] = "EPIPE";
	errname[33] = "EDOM"; errname[34] = "ERANGE"; errname[35] = "EDEADLK";
	errname[36] = "ENAMETOOLONG"; errname[37] = "ENOLCK";
	errname[38] = "ENOSYS"; errname[39] = "ENOTEMPTY";
	errname[40] = "ELOOP"; errname[42] = "ENOMSG"; errname[43] = "EIDRM";
	errname[44] = "ECHRNG"; errname[45] = "EL2NSYNC";
	errname[46] = "EL3HLT"; errname[47] = "EL3RST";
	errname[48] = "ELNRNG"; errname[49] = "EUNATCH";
	errname[50] = "ENOCSI"; errname[51] = "EL2HLT"; errname[52] = "EBADE";
	errname[53] = "EBADR"; errname[54] = "EXFULL"; errname[55] = "ENOANO";
	errname[56] = "EBADRQC"; errname[57] = "EBADSLT";
	errname[59] = "EBFONT"; errname[60] = "ENOSTR";
	errname[61] = "ENODATA"; errname[62] = "ETIME"; errname[63] = "ENOSR";
	errname[64] = "ENONET"; errname[65] = "ENOPKG";
	errname[66] = "EREMOTE"; errname[67] = "ENOLINK";
	errname[68] = "EADV"; errname[69] = "ESRMNT"; errname[70] = "ECOMM";
	errname[71] = "EPROTO"; errname[72] = "EMULTIHOP";
	errname[73] = "EDOTDOT"; errname[74] = "EBADMSG";
	errname[75] = "EOVERFLOW"; errname[76] = "ENOTUNIQ";
	errname[77] = "EBADFD"; errname[78] = "EREMCHG";
	errname[79] = "ELIBACC"; errname[80] = "ELIBBAD";
	errname[81] = "ELIBSCN"; errname[82] = "ELIBMAX";
	errname[83] = "ELIBEXEC"; errname[84] = "EILSEQ";
	errname[85] = "ERESTART"; errname[86] = "ESTRPIPE";
	errname[87] = "EUSERS"; errname[88] = "ENOTSOCK";
	errname[89] = "EDESTADDRREQ"; errname[90] = "EMSGSIZE";
	errname[91] = "EPROTOTYPE"; errname[92] = "ENOPROTOOPT";
	errname[93] = "EPROTONOSUPPORT"; errname[94] = "ESOCKTNOSUPPORT";
	errname[95] = "EOPNOTSUPP"; errname[96] = "EPFNOSUPPORT";
	errname[97] = "EAFNOSUPPORT"; errname[98] = "EADDRINUSE";
	errname[99] = "EADDRNOTAVAIL"; errname[100] = "ENETDOWN";
	errname[101] = "ENETUNREACH"; errname[102] = "ENETRESET";
	errname[103] = "ECONNABORTED"; errname[104] = "ECONNRESET";
	errname[105] = "ENOBUFS"; errname[106] = "EISCONN";
	errname[107] = "ENOTCONN"; errname[108] = "ESHUTDOWN";
	errname[109] = "ETOOMANYREFS"; errname[110] = "ETIMEDOUT";
	errname[111] = "ECONNREFUSED"; errname[112] = "EHOSTDOWN";
	errname[113] = "EHOSTUNREACH"; errname[114] = "EALREADY";
	errname[115] = "EINPROGRESS"; errname[116] = "ESTALE";
	errname[117] = "EUCLEAN"; errname[118] = "ENOTNAM";
	errname[119] = "ENAVAIL"; errname[120] = "EISNAM";
	errname[121] = "EREMOTEIO"; errname[122] = "EDQUOT";
	errname[123] = "ENOMEDIUM"; errname[124] = "EMEDIUMTYPE";
	errname[125] = "ECANCELED"; errname[126] = "ENOKEY";
	errname[127] = "EKEYEXPIRED"; errname[128] = "EKEYREVOKED";
	errname[129] = "EKEYREJECTED"; errname[130] = "EOWNERDEAD";
	errname[131] = "ENOTRECOVERABLE"; errname[132] = "ERFKILL";
	errname[133] = "EHWPOISON"; errname[512] = "ERESTARTSYS";
	errname[513] = "ERESTARTNOINTR"; errname[514] = "ERESTARTNOHAND";
	errname[515] = "ENOIOCTLCMD"; errname[516] = "ERESTART_RESTARTBLOCK";

	printf("%7s %-16s %-20s %4s %s\n", "PID", "COMM", "SYSCALL", "ERR", "NAME");
}

syscall:::return
/errno != 0 && ($target == 0 || progenyof($target))/
{
	this->name = errname[errno] != "" ? errname[errno] : "?";
	printf("%7d %-16s %-20s %4d %s\n", pid, execname, probefunc, errno, this->name);
	@fails[execname, probefunc, errno, this->name] = count();
}

dtrace:::END
{
	printf("\n%-16s %-20s %4s %-14s %6s\n", "COMM", "SYSCALL", "ERR", "NAME", "COUNT");
	printa("%-16s %-20s %4d %-14s %@6d\n", @fails);
}
