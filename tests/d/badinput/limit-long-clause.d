/* driven by limit-long-clause.sh */
