/* after #pragma D option pspec, "int*x" is a probe description (the glob int*x), not a declaration */
#pragma D option pspec

int*x
