/* -x strsize=1m: more than the 4096 bytes a string may have here (man page: strsize) */
