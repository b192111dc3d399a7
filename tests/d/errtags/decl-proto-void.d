/* D_DECL_PROTO_VOID: void beside another parameter of a probe */
provider app {
	probe start(void, int);
};

BEGIN
{
}
