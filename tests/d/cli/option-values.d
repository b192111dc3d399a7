/* driven by option-values.sh */
