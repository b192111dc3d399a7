/* driven by profile-pcs.sh: $target runs inc/user-kernel.sh */
#pragma D option quiet

BEGIN
{
	kernel = kaddr = both = user = uaddr = 0;
}

profile-997
/progenyof($target) && arg0 != 0/
{
	kernel++;
	kaddr += arg0 >= 0xffff800000000000;
	both += arg1 != 0;
}

profile-997
/progenyof($target) && arg0 == 0/
{
	user++;
	uaddr += arg1 != 0 && arg1 < 0x0000800000000000;
}

END
{
	printf("user mode: %s, arg1 a user address: %s\n", user > 10 ? "sampled" : "not sampled",
	    uaddr == user ? "always" : "not always");
	printf("kernel mode: %s, arg0 a kernel address: %s, arg1 0: %s\n",
	    kernel > 10 ? "sampled" : "not sampled", kaddr == kernel ? "always" : "not always",
	    both == 0 ? "always" : "not always");
}
