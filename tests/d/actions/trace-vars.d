/* driven by trace-vars.sh */
