/* D_DECL_LONGINT: long before a struct, reported where the tag is read */
long struct s
{
	int i;
};
