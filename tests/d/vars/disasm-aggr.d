/* driven by disasm-aggr.sh */
