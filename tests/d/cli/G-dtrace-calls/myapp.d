/* G-dtrace-calls.sh's provider: h-option.sh's, and a probe of eight arguments */
provider myapp {
	probe query__start(char *query, int len);
	probe query__done(char *, uint64_t);
	probe tick();
	probe small(char, short, unsigned char);
	probe many(int, int, int, int, int, int, int, long);
};
