/* driven by syscall-glob.sh */
