/* driven by p-nopid.sh */
