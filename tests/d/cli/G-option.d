/* driven by G-option.sh */
