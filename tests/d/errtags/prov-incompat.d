/* D_PROV_INCOMPAT: a provider defined again with another probe */
provider myapp {
	probe request__start(int);
};
provider myapp {
	probe request__done(int);
};
