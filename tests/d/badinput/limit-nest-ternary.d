/* driven by limit-nest-ternary.sh */
