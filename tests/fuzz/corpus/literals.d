BEGIN
{
	trace(0777); trace(0x7fffffffffffffff); trace(18446744073709551615ULL);
	trace(4294967296); trace(12u); trace(12l); trace(12UL);
	trace('a'); trace('\n'); trace('\0'); trace('\x41');
	trace("tab\there\\ \"q\" \101");
}
