/*
 * A tracepoint on which the kernel refuses sampling perf events
 * (irq_work_exit: a sample would raise more irq work) can be enabled: sdt
 * probes attach through counting events.
 */
sdt:::irq_work_exit
{
	n++;
}

tick-100ms
{
	printf("enabled\n");
	exit(0);
}
