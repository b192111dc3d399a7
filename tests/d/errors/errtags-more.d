/* driven by errtags-more.sh */
