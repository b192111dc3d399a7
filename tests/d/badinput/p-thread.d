/* driven by p-thread.sh */
