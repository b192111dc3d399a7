/* driven by matched-script.sh */
