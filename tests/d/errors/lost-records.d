/* driven by lost-records.sh */
