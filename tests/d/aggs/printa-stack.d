/* driven by printa-stack.sh */
