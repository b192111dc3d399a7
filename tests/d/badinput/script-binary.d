/* driven by script-binary.sh */
