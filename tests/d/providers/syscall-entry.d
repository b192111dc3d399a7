/* driven by syscall-entry.sh */
