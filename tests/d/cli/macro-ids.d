/* driven by macro-ids.sh */
