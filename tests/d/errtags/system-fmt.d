/* system() takes a printf() format and its arguments */
BEGIN
{
	system("echo %d");
}
