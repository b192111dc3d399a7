/* driven by c-option.sh */
