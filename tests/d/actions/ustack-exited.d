/* driven by ustack-exited.sh */
