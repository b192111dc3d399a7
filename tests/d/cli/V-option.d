/* driven by V-option.sh */
