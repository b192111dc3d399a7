/* driven by cpu-option.sh */
