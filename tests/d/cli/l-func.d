/* driven by l-func.sh */
