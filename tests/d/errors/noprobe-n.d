/* -n with a description that matches no probe */
