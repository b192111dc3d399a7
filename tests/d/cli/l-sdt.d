/* driven by l-sdt.sh */
