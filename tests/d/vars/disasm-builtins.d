/* driven by disasm-builtins.sh */
