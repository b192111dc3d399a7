/* driven by syscall-defer.sh */
