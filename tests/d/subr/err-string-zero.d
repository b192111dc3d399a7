/* D_OP_INCOMPAT: a string compares with NULL, not with the integer 0 */
BEGIN
/strtok("a", ",") == 0/
{
}
