/* driven by ustack-cxx.sh */
