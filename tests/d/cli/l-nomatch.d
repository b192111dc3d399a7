/* driven by l-nomatch.sh */
