/* -x aggsize=-5: a negative size */
