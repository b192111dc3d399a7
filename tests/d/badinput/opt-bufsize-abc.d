/* -x bufsize=abc: not a size */
