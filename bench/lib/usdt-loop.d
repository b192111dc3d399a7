/* the provider of bench/lib/usdt-loop.c (bench/usdt-nop.sh: dtrace -h) */
provider bench {
	probe tick(long);
};
