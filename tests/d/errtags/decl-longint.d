/* D_DECL_LONGINT: long applied to a typedef of a struct */
typedef struct foo { int a; } foo_t;
long foo_t x;

BEGIN
{
}
