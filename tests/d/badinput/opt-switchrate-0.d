/* -x switchrate=0: a rate of nothing */
