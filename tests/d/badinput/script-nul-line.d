/* driven by script-nul-line.sh */
