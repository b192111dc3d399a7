/* a script clause whose probe description matches no probe */
nosuch:::entry
{
	trace(1);
}
