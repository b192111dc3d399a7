/* driven by limit-nest-parens.sh */
