/* driven by p-reaped.sh */
