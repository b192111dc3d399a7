#pragma D option quiet
BEGIN
{
	s = "abc" "def";
	t = s;
	printf("%s %d %d %d\n", t, s == t, "a" < "b", s >= "abd");
	u = s != "" ? s : "empty";
	trace(u);
}
