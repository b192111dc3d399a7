/* driven by multi-p.sh */
