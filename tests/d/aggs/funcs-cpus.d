/* driven by funcs-cpus.sh */
