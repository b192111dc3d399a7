/* driven by trace-sizes.sh */
