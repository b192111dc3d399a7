/* driven by glob-target.sh */
