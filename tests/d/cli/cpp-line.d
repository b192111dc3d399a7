/* -C: errors name the script's own line numbers after preprocessing */
#define TWICE(x)	((x) * 2)



BEGIN
{
	y = TWICE(3);
	x = ;
}
