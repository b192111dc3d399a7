/* D_ADDROF_VAR: & of a member of a self-> struct (its storage comes and goes) */
struct foo { int x; };
self struct foo s;
BEGIN
{
	trace(&self->s.x);
}
