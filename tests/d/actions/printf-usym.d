/* driven by printf-usym.sh */
