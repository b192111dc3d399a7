/* driven by entry-return.sh */
