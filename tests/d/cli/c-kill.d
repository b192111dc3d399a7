/* driven by c-kill.sh */
