/* D_DECL_IDRED: an inline defined twice, with what each one is */
inline int limit = 10;
inline int limit = 20;
