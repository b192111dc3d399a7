/* driven by c-nocmd.sh */
