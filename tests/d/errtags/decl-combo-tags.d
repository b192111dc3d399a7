/* D_DECL_COMBO: a struct definition missing its ; runs into the next,
   reported where the second tag is read (its {) */
struct a {
	int x;
}

struct b
{
	int y;
};
