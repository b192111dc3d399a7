/* -b -1: a negative size */
