/* D_PROV_BADNAME: a provider definition that takes a built-in provider name */
provider syscall {
	probe mine(int);
};
