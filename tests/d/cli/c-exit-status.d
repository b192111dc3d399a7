/* driven by c-exit-status.sh */
