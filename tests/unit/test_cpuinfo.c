/*
 * test_cpuinfo.c: curcpu's clock from the text of /proc/cpuinfo
 * (dt_cpuinfo_mhz): the "cpu MHz" line of the right processor block.
 */
#include "unit.h"
#include "dt_impl.h"
#include "dt_back.h"

static const char two[] =
    "processor\t: 0\n"
    "vendor_id\t: GenuineIntel\n"
    "cpu MHz\t\t: 2096.015\n"
    "flags\t\t: fpu vme\n"
    "\n"
    "processor\t: 1\n"
    "model name\t: Intel(R) Xeon(R)\n"
    "cpu MHz\t\t: 3400.999\n"
    "\n";

int
main(void)
{
	UT_EQ_INT(dt_cpuinfo_mhz(two, 0), 2096);
	UT_EQ_INT(dt_cpuinfo_mhz(two, 1), 3400);
	UT_EQ_INT(dt_cpuinfo_mhz(two, 2), 0);		/* no such processor */
	UT_EQ_INT(dt_cpuinfo_mhz("", 0), 0);
	/* no "cpu MHz" (e.g. arm64's /proc/cpuinfo) */
	UT_EQ_INT(dt_cpuinfo_mhz("processor\t: 0\nBogoMIPS\t: 50.00\n", 0), 0);
	/* a block whose MHz line comes before another processor's */
	UT_EQ_INT(dt_cpuinfo_mhz("processor : 5\ncpu MHz : 1200.5\nprocessor : 6\n", 5), 1200);
	UT_EQ_INT(dt_cpuinfo_mhz("processor : 5\ncpu MHz : 1200.5\nprocessor : 6\n", 6), 0);
	/* a last line with no newline */
	UT_EQ_INT(dt_cpuinfo_mhz("processor : 0\ncpu MHz : 999.9", 0), 999);
	/* "processors" is not "processor" */
	UT_EQ_INT(dt_cpuinfo_mhz("processors : 0\ncpu MHz : 1\n", 0), 0);
	return ut_finish("cpuinfo");
}
