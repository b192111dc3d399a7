/* D_PROV_PRARGLEN: more probe arguments than a stapsdt note describes */
provider myapp {
	probe big(int, int, int, int, int, int, int, int, int, int, int, int, int);
};
