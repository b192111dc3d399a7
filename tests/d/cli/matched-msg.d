/* driven by matched-msg.sh */
