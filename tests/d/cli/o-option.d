/* driven by o-option.sh */
