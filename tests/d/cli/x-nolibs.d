/* driven by x-nolibs.sh */
