/* without -C, a preprocessor directive is an error */
#include "cpp-defs.h"
BEGIN { exit(0); }
