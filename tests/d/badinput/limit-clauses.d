/* driven by limit-clauses.sh */
