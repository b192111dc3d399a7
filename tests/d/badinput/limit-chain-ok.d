/* driven by limit-chain-ok.sh */
