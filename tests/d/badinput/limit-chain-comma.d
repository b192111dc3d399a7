/* driven by limit-chain-comma.sh */
