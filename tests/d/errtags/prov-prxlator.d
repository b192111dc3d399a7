/* D_PROV_PRXLATOR: a translated argument with no translator */
struct conn { int fd; };
typedef struct conninfo { int ci_fd; } conninfo_t;
provider myapp {
	probe open(struct conn *c) : (conninfo_t *c);
};
