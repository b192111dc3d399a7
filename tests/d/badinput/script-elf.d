/* -s of an ELF binary (dtrace itself): a NUL byte on its first line */
