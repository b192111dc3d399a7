/* -p of something that is not a number */
