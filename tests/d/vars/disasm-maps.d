/* driven by disasm-maps.sh */
