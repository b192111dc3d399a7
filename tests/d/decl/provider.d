/*
 * Provider definitions (for dtrace -h): probes with prototypes, "__" in
 * names, void and empty lists, parameter names, a translated (output)
 * prototype with its translator, a provider defined again with a subset of
 * its probes, and stability attributes set by #pragma D attributes.
 */
#pragma D option quiet

struct conn {
	int fd;
	char *peer;
};

typedef struct conninfo {
	int ci_fd;
	string ci_peer;
} conninfo_t;

translator conninfo_t < struct conn *C > {
	ci_fd = C->fd;
	ci_peer = stringof(C->peer);
};

provider myapp {
	probe query__start(char *query, int len);
	probe query__done(char *);
	probe conn__open(struct conn *c) : (conninfo_t *c);
	probe tick(void);
	probe idle();
};

provider myapp {
	probe tick();
};

#pragma D attributes Evolving/Evolving/ISA provider myapp provider
#pragma D attributes Private/Private/Unknown provider myapp module
#pragma D depends_on provider myapp
#pragma D depends_on provider syscall
#pragma D depends_on module vmlinux
#pragma D binding "1.0" myfunc
#pragma D attributes Stable/Stable/Common myvar
#pragma ident "provider.d"
#pragma once

BEGIN
{
	printf("compiled\n");
	exit(0);
}
