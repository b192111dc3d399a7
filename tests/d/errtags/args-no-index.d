/* D_IDENT_BADREF: args[] is an array: it needs an index */
BEGIN
{
	trace(args);
}
