/* -x strsize=0: no string fits; DTrace's message for a bad value, status 2 */
