/* driven by c-first-syscall.sh */
