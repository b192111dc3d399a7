/* D_KEY_TYPE: a void expression as an associative array key */
BEGIN
{
	seen[exit(0)] = 1;
}
