/* D_UNKNOWN_TYPE: long applies to double only */
long float f;
