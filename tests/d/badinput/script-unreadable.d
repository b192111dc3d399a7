/* driven by script-unreadable.sh */
