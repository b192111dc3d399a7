/* -s of a directory: it cannot be opened as a script (it used to read as an empty program) */
