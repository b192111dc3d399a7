/* driven by bitfield-known.sh */
