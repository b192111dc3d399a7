/* a provider whose name ends in a digit (app2), by SystemTap's <sys/sdt.h> */
#include <sys/sdt.h>
#include <unistd.h>

int
main(void)
{
	for (int i = 0; i < 3; i++) {
		DTRACE_PROBE1(app2, tick, i);
		usleep(10000);
	}
	return 0;
}
