/* driven by e-option.sh */
