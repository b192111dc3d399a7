/* driven by limit-long-faults.sh */
