/* driven by spec-n-region.sh */
