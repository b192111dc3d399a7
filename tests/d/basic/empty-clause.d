/* driven by empty-clause.sh */
