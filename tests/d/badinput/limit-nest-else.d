/* driven by limit-nest-else.sh */
