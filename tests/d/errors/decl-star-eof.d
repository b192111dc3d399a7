/* "int*x" with no ";": a declaration cut short by the end of the file */
int*x
