/* driven by make-install.sh */
