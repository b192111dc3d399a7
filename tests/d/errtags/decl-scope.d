/* D_DECL_SCOPE: a backquoted name declared */
int vmlinux`jiffies;

BEGIN
{
}
