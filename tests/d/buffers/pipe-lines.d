/* driven by pipe-lines.sh */
