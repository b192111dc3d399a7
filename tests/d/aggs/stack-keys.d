/* driven by stack-keys.sh */
