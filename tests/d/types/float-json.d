/* driven by float-json.sh */
