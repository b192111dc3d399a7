/* driven by pdesc-field.sh */
