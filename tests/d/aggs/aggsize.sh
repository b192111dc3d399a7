# BEGIN runs on the CPU dtrace runs on: pin it to CPU 0 so that the
# aggregation drop report names a known CPU
exec taskset -c 0 "$1" -s aggsize.d
