BEGIN
{
	if (pid > 0) {
		trace(1);
	} else if (pid == 0)
		trace(2);
	else {
		if (tid) trace(3); else trace(4);
	}
}
