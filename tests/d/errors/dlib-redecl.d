/*
 * A program's variable named as a thread state that curlwpsinfo's
 * translator (dlibs/procfs.d) uses: the library's definition, loaded
 * before the translator, refuses it, and the message names the dlib file
 * and line.  (A program that does not use the translator may declare it.)
 */
int SZOMB;

BEGIN
{
	trace(curlwpsinfo->pr_state);
	exit(0);
}
