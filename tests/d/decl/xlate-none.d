/* xlate to a type no translator produces */
struct out { int a; };

BEGIN
{
	trace(xlate<struct out *>(curthread)->a);
}
