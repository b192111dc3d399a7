/*
 * Found by the fuzzer (a stack overflow): a struct with a member that is an
 * array of itself, while it is being defined.  The struct is incomplete
 * until its closing brace, so the member is refused (D_DECL_INCOMPLETE) as
 * a member of its own type is; a pointer to it stays allowed.
 */
struct in { short v; char c; };
struct foo { int x; struct in inner; int arr[4]; struct foo aarr[3]; };

BEGIN
{
}
