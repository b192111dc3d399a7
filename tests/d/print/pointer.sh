# print() of struct pointers (see pointer.d); the pointers alloca() gives
# vary from run to run, so the "ADDR = *" lines show them as ADDR
"$1" -s pointer.d | sed 's/^0x[0-9a-f]* = \*$/ADDR = */'
