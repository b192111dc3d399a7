/* fixture for tools/check-layers.sh: the command reaching past the public header */
#include "dt_impl.h"
