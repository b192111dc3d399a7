/* driven by p-exit.sh */
