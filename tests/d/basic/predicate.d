/* predicates: a clause runs only when its predicate is true (non-zero) */
#pragma D option quiet

BEGIN { x = 3; }
BEGIN /x == 3/ { printf("x is 3\n"); }
BEGIN /x != 3/ { printf("x is not 3\n"); }
BEGIN /0/ { printf("never\n"); }
BEGIN /x > 1 && x < 5/ { printf("in range\n"); }
BEGIN /"abc" == "abc"/ { printf("equal strings\n"); }
BEGIN /"abc" == "abd"/ { printf("unequal strings\n"); }
BEGIN { x++; }
BEGIN /x == 4/ { printf("x is now 4\n"); }
BEGIN /x == 3/ { printf("x is still 3\n"); }
BEGIN { exit(0); }
