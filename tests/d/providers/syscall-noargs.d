/* driven by syscall-noargs.sh */
