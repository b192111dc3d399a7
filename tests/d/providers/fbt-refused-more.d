/* driven by fbt-refused-more.sh */
