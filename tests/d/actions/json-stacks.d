/* driven by json-stacks.sh */
