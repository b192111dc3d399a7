/* driven by Z-option.sh */
