/* driven by S-option.sh */
