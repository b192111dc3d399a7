/* driven by limit-nested-structs.sh */
