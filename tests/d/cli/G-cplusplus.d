/* driven by G-cplusplus.sh */
