/* driven by stack-builtins.sh */
