/* driven by p-option.sh */
