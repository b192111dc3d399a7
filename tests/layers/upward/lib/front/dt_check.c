/* fixture for tools/check-layers.sh: the front end reaching up into the runtime */
#include <stdio.h>
#include "dt_impl.h"
#include "dt_fmt.h"
