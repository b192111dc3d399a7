/* -n with a probe name (no colons) that matches no probe */
