/* driven by limit-chain-assign.sh */
