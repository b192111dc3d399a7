/* driven by pdesc-id.sh */
