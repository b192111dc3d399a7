/* driven by error-probe-syscall.sh */
