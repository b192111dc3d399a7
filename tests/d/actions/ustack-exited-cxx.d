/* driven by ustack-exited-cxx.sh */
