/* driven by h-option.sh */
