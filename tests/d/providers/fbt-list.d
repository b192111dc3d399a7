/* driven by fbt-list.sh */
