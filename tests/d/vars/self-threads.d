/* driven by self-threads.sh */
