/* driven by strkey-comm.sh */
