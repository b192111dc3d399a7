/* the usdt tests' provider (dtrace -h for usdtt.c, -h and -G for libusdtt.c) */
provider usdtt {
	probe ints(char, short, int, long long);
	probe uints(unsigned char, unsigned short, unsigned int, unsigned long long);
	probe query__start(char *, int);
	probe lib__call(int, char *);
};
