/* driven by json-stack-keys.sh */
