/* chip and lgrp: the current CPU's chip and NUMA node, as curcpu has them */
#pragma D option quiet

tick-10ms
/n++ < 5/
{
	printf("%d %d\n", chip == curcpu->cpu_chip, lgrp == curcpu->cpu_lgrp);
}

tick-10ms
/n >= 5/
{
	exit(0);
}
