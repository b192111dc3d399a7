/* driven by limit-long-clause-ok.sh */
