# BEGIN runs on the CPU dtrace runs on: pinned, so that the report names CPU 0
exec taskset -c 0 "$1" -s aggsize-strkey.d
