/* driven by curthread-values.sh */
