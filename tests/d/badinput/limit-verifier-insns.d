/* driven by limit-verifier-insns.sh */
