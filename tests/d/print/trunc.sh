# print() under printsize (see trunc.d); alloca() addresses vary, so the
# "ADDR = *" lines show them as ADDR
"$1" -s trunc.d | sed 's/^0x[0-9a-f]* = \*$/ADDR = */'
