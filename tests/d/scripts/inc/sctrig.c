/* sctrig: getppid() 100 times and getpgrp() 7 times, for syscount.sh */
#include <unistd.h>

int
main(void)
{
	for (int i = 0; i < 100; i++)
		getppid();
	for (int i = 0; i < 7; i++)
		getpgrp();
	return 0;
}
