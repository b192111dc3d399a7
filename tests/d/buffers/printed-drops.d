/* driven by printed-drops.sh */
