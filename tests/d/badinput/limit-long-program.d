/* driven by limit-long-program.sh */
