/* driven by fbt-assume.sh */
