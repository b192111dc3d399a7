/* driven by syscall-rawtp.sh */
