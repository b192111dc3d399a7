BEGIN
{
	a = 1; b = 2; c = 3;
	trace(a ? b ? c : a : b ? "x" == "y" : c);
	trace(a ^^ b && !(c || a));
	trace(((((((((a))))))))) ;
}
