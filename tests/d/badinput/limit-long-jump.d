/* driven by limit-long-jump.sh */
