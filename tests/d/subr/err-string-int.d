/* D_OP_INCOMPAT: a string compares with a null pointer constant (NULL, 0), not with another integer */
BEGIN
/strtok("a", ",") == 1/
{
}
