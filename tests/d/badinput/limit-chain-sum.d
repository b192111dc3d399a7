/* driven by limit-chain-sum.sh */
