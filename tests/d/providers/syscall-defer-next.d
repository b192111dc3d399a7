/* driven by syscall-defer-next.sh */
