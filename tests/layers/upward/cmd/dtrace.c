/* fixture for tools/check-layers.sh: the command reaching past the public header */
#include "dt_impl.h"
#include "dt_own.h"	/* the command's own header: allowed */
