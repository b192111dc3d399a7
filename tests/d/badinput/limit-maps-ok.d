/* driven by limit-maps-ok.sh */
