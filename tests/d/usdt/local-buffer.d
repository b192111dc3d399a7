/* driven by local-buffer.sh */
memt$target:::msg
{
	printf("%d %s\n", arg1, copyinstr(arg0));
}
