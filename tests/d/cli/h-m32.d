/* driven by h-m32.sh */
