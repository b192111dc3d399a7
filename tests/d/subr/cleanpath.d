/*
 * cleanpath() as a path's text names it, the way Oracle's DTrace (and
 * Plan 9's cleanname, Go's path.Clean) write it: ".." removes the
 * component before it, climbs no higher than the root, and in a relative
 * path stays where there is nothing to remove; "." and repeated and
 * trailing slashes go; a path that comes to nothing is ".".  Components
 * merely starting or ending with dots are names like any other.
 */
#pragma D option quiet

BEGIN
{
	printf("%-24s %s\n", "a/b/../../..", cleanpath("a/b/../../.."));
	printf("%-24s %s\n", "./../x", cleanpath("./../x"));
	printf("%-24s %s\n", "/../a", cleanpath("/../a"));
	printf("%-24s %s\n", "a/./b/", cleanpath("a/./b/"));
	printf("%-24s %s\n", "..a/b../...", cleanpath("..a/b../..."));
	printf("%-24s %s\n", "a//./../b", cleanpath("a//./../b"));
	printf("%-24s %s\n", "../a/../../b", cleanpath("../a/../../b"));
	printf("%-24s %s\n", "x/y/z/../../../..", cleanpath("x/y/z/../../../.."));
	printf("%-24s %s\n", "/x/y/../../../z/", cleanpath("/x/y/../../../z/"));
	printf("%-24s %s\n", ".//.//", cleanpath(".//.//"));
	printf("%-24s %s\n", "../", cleanpath("../"));
	printf("%-24s %s\n", "/usr/lib/../bin/./sh", cleanpath("/usr/lib/../bin/./sh"));
	printf("%-24s %s\n", "a/b/c/../d/./e/../../f", cleanpath("a/b/c/../d/./e/../../f"));
	exit(0);
}
