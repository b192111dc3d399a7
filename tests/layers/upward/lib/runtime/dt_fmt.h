/* fixture for tools/check-layers.sh: a runtime header */
#include "dt_impl.h"
