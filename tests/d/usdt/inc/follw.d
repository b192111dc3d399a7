/* the provider of the usdt follow test's library (dtrace -h and -G) */
provider follw {
	probe ready();
	probe add(int, int, char *);
};
