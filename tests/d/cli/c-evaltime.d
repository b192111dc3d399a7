/* driven by c-evaltime.sh */
