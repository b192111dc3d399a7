/*
 * strtok(): a first call with a string, continuations with NULL (also in
 * predicates and in later clauses of the same firing, as the position is
 * clause-local state of the firing), delimiters that change between calls,
 * runs of delimiters, and the end: NULL (equal to NULL, printed as an
 * empty string here), after which a continuation faults at address 0 as
 * in DTrace.
 */
#pragma D option quiet

BEGIN
{
	this->str = ",,,Carrots,,Barley,Oatmeal,,,Beans,";
}

BEGIN
/(this->field = strtok(this->str, ",")) == NULL/
{
	exit(1);
}

BEGIN
{
	printf("[%s]\n", this->field);
}

BEGIN
/(this->field = strtok(NULL, ",")) != NULL/
{
	printf("[%s]\n", this->field);
	printf("[%s] [%s]\n", strtok(NULL, ","), strtok(NULL, ","));
	this->field = strtok(NULL, ",");
	printf("[%s] %d\n", this->field, this->field == NULL);
}

BEGIN
{
	printf("[%s] [%s]\n", strtok("foo bar:baz", " "), strtok(NULL, ":"));
	printf("[%s] [%s]\n", strtok(NULL, ":"), strtok(NULL, ":"));
	printf("[%s] [%s]\n", strtok("", ","), strtok(",,,", ","));
	printf("[%s] [%s]\n", strtok("abc", ""), strtok("a b", "xyz"));
	printf("[%s] [%s]\n", strtok("a;b,c", ",;"), strtok(NULL, ",;"));
}

BEGIN
{
	printf("[%s]\n", strtok("last", ","));
	printf("[%s]\n", strtok(NULL, ","));
	printf("[%s]\n", strtok(NULL, ","));
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
