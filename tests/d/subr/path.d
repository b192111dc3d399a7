/*
 * basename(), dirname() and cleanpath() on the edge cases illumos defines:
 * "" and "/", a bare name, trailing and repeated slashes, "." and "..".
 * (cleanpath() is Oracle's: no trailing slash, "." for a path that comes
 * to nothing, ".." kept where a relative path has nothing to remove; its
 * cases are cleanpath.d's.  illumos' kept trailing slashes and let ".."
 * climb out of a relative path, "a/../b" giving "/b".)
 */
#pragma D option quiet
#pragma D option strsize=64

BEGIN
{
	printf("%-16s %-8s %-14s %s\n", "path", "basename", "dirname", "cleanpath");
	this->p = "/";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "a";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "/a/b/";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "a//b/../c";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "//";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "/a";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "//a";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "a/";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "a/b";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "/..";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "a/..";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "/a/b/..";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "a/../b";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "/./x/../../y";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "x/./y/.";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "/a/..b/.c";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "/a/b/c/../../d";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "../..";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	this->p = "/a/.../b";
	printf("%-16s %-8s %-14s %s\n", strjoin(strjoin("[", this->p), "]"), basename(this->p),
	    dirname(this->p), cleanpath(this->p));
	exit(0);
}
