/* driven by syscall-return.sh */
