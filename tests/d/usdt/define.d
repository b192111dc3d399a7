/* driven by define.sh: definitions of the providers it traces (the clauses come with -n) */
provider app2 {
	probe tick(unsigned short);
};

provider usdtt {
	probe query__start(int, int);
};
