/*
 * The records test's trigger: probes of SystemTap's <sys/sdt.h> (provider
 * rec) with provider records written by hand, as a program built by
 * other tools (or damaged) could carry them: one naming types a register
 * cannot hold (an array, a double) beside a good one (int), one whose
 * probe has another argument count than its note, and one malformed
 * record (an argument count of 99), of provider rec2.
 */
#include <sys/sdt.h>
#include <unistd.h>

#define REC(desc) __asm__(".pushsection .note.dtrace-prov,\"\",\"note\"\n" \
	".balign 4\n.4byte 7, 2f-1f, 0x50524f56\n.asciz \"dtrace\"\n.balign 4\n" \
	"1:\n" desc "2: .balign 4\n.popsection\n")
#define S(s) ".asciz \"" s "\"\n"

REC(S("1") S("rec") S("types") S("3") S("char [16]") S("double") S("int") S("0")
    S("count") S("1") S("char *") S("0"));
REC(S("1") S("rec2") S("tick") S("99"));

int
main(void)
{
	for (int i = 0; i < 2; i++) {
		DTRACE_PROBE3(rec, types, i, 2 * i, 3 * i);
		DTRACE_PROBE2(rec, count, i, -i);
		DTRACE_PROBE1(rec2, tick, i);
		usleep(10000);
	}
	return 0;
}
