/* driven by limit-maps.sh */
