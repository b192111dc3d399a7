/* driven by args.sh */
usdtt$target:usdtt:main:ints
{
	printf("%s %s %s: %d %d %d %d\n", probemod, probefunc, probename, arg0, arg1, arg2, arg3);
}

usdtt$target:a.out::uints
{
	printf("%s: %u %u %u %u; arg3 %d\n", probename, args[0], args[1], args[2], args[3], arg3);
}

usdtt$target:::query-start
{
	printf("%s: \"%s\" %d\n", probename, copyinstr(arg0), args[1]);
}

usdtt$target:libusdtt.so::lib-call
{
	printf("%s %s: %d \"%s\"\n", probemod, probename, arg0, copyinstr(arg1));
}
