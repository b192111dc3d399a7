/* D_DECL_IDRED: a typedef name defined again */
typedef int count_t;
typedef char count_t;
