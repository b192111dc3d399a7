/* driven by limit-chain-member.sh */
