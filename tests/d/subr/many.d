/*
 * Twenty subroutine calls in one statement: each runtime routine is a
 * global BPF function, verified once however many calls there are (dtrace
 * -xverbose shows the verifier's count; here a few thousand instructions).
 */
#pragma D option quiet

BEGIN
{
	this->s = "/usr/lib/../share/./doc//dtrace/README";
	printf("%d %s %s %d %d %s %s %s %s %s\n%s %s %s %s %s %s %s %d %s %s %s\n",
	    strlen(this->s), strjoin(this->s, "!"), substr(this->s, 5, 3), index(this->s, "doc"),
	    rindex(this->s, "/"), strchr(this->s, 'd'), strrchr(this->s, '/'),
	    strstr(this->s, "share"), strtok(this->s, "/"), strtok(NULL, "/"),
	    lltostr(123456789), lltostr(-42, 16), toupper(this->s), tolower("ABC"),
	    basename(this->s), dirname(this->s), cleanpath(this->s), progenyof($pid),
	    lltostr(ntohl(0x01020304), 16), strrchr(toupper(this->s), 'D'), substr(this->s, -6));
	exit(0);
}
