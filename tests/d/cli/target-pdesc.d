/* driven by target-pdesc.sh */
