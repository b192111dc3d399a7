/* D_UNKNOWN: a name twice in one enum cannot be defined (another enum's
   name is D_DECL_IDRED) */
enum e {
	ONE,
	TWO,
	TWO = 5
};
