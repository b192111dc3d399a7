/*
 * A chain of string ?: needs the string temporaries of one branch at a
 * time (only one runs): eight uses of a twelve-deep chain in one
 * statement, and branches that build strings (strjoin, substr) of their
 * own, each giving the value of the branch taken.
 */
#pragma D option quiet
inline string name[int n] = n == 0 ? "zero" : n == 1 ? "one" : n == 2 ? "two" :
    n == 3 ? "three" : n == 4 ? "four" : n == 5 ? "five" : n == 6 ? "six" :
    n == 7 ? "seven" : n == 8 ? "eight" : n == 9 ? "nine" : n == 10 ? "ten" :
    n == 11 ? "eleven" : "many";
BEGIN
{
	printf("%s %s %s %s %s %s %s %s\n", name[0], name[3], name[5], name[7], name[9],
	    name[11], name[12], name[-1]);
	this->i = 2;
	printf("%s|%s|%s\n", this->i == 2 ? strjoin(name[this->i], "!") : substr("abcdef", 2),
	    this->i != 2 ? strjoin(name[this->i], "!") : substr("abcdef", 2),
	    this->i > 5 ? "big" : this->i > 1 ? strjoin("mid-", name[this->i + 8]) : "small");
	exit(0);
}
