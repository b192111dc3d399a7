/* D_DECL_BFCONST: a bit-field of no bits */
struct s {
	int a : 0;
};
