/* driven by n-bare.sh */
