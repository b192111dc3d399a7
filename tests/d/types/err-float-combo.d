/* D_DECL_COMBO: two base types */
double double d;
