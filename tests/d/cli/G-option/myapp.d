/* provider definitions for dtrace -h (see h-option.sh) */
provider myapp {
	probe query__start(char *query, int len);
	probe query__done(char *, uint64_t);
	probe tick();
	probe small(char, short, unsigned char);
};
