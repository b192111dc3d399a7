/* driven by comm-strings.sh */
