provider myapp {
	probe query__start(char *, int, int);
	probe extra();
};
