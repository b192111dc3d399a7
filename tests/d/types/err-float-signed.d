/* D_DECL_SIGNINT: floating types have no signedness attribute */
unsigned float f;
