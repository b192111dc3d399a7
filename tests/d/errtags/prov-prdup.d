/* D_PROV_PRDUP: a probe declared twice in a provider */
provider myapp {
	probe request__start(int);
	probe request__start(int);
};
