/* driven by limit-declarations.sh */
