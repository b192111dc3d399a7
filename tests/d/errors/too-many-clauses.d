/* driven by too-many-clauses.sh */
