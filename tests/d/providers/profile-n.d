/* profile-N fires on every CPU (profile-n.sh keeps them all busy): with
   two or more CPUs, some firing comes from a CPU other than the first */
#pragma D option quiet

BEGIN
{
	first = -1;
	other = 0;
	n = 0;
}

profile-997
/first == -1/
{
	first = cpu;
}

profile-997
/first != -1 && cpu != first/
{
	other = 1;
}

profile-997
{
	n++;
}

tick-500ms
{
	printf("%s\n", n > 100 ? "fired" : "rarely");
	printf("%s\n", other ? "several cpus" : "one cpu");
	exit(0);
}
