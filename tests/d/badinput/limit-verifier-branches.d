/* driven by limit-verifier-branches.sh */
