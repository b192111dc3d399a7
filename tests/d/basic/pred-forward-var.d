/* a predicate may use a variable that is first assigned in its own clause
   (D cooks the actions before the predicate) */
#pragma D option quiet

tick-1ms
/!seen/
{
	seen = 1;
	printf("once\n");
}

tick-1ms
/seen && n++ == 3/
{
	exit(0);
}
