/* driven by limit-nest-if.sh */
