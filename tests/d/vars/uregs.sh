# uregs[]: the user registers saved at a syscall's entry: orig_rax holds
# the syscall number (getpid: 39), rax -ENOSYS until the call returns;
# R_PC is an alias of R_RIP
D=$1
printf 'syscall(39);\n' > /tmp/dt-uregs-$$.pl
"$D" -q -n '
syscall::getpid:entry
/pid == $target/
{
	printf("orig_rax=%d rax=%d pc==rip:%d sp!=0:%d\n", uregs[R_ORIG_RAX],
	    (int64_t)uregs[R_RAX], uregs[R_PC] == uregs[R_RIP], uregs[R_SP] != 0);
}' -c "perl /tmp/dt-uregs-$$.pl"
echo "status $?"
rm -f /tmp/dt-uregs-$$.pl
