/* driven by bitfield-extract.sh */
