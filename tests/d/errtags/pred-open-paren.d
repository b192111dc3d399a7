/* D_SYNTAX: a predicate closed with a ( still open */
BEGIN
/(arg0 == 1/ {
	trace(1);
}
