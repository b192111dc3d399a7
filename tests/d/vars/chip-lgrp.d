/* chip and lgrp: the current CPU's chip and NUMA node, as curcpu has them */
#pragma D option quiet

profile-97
/n++ < 5/
{
	printf("%d %d\n", chip == curcpu->cpu_chip, lgrp == curcpu->cpu_lgrp);
}

profile-97
/n >= 5/
{
	exit(0);
}
