/* -s of a file that does not exist: status 2, as for any -s file that cannot be opened */
