/* driven by agg-nonquiet.sh */
