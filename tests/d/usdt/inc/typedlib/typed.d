/*
 * The typed test's D library (-L): the types of its provider's arguments
 * and the translator of info's, as a program's own D library gives them
 * to dtrace -h, -G and the scripts that trace it.
 */
struct tinfo {
	int id;
	char *name;
};

typedef struct tinfo_d {
	int ti_id;
	string ti_name;
} tinfo_t;

translator tinfo_t < struct tinfo *T > {
	ti_id = *(int *)copyin((uintptr_t)&T->id, sizeof (int));
	ti_name = copyinstr(*(uintptr_t *)copyin((uintptr_t)&T->name, sizeof (uintptr_t)));
};
