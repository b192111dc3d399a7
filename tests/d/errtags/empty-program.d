/*
 * D_EMPTY: a program of comments and pragmas alone, reported at the line
 * where the input ends
 */
#pragma D option quiet

