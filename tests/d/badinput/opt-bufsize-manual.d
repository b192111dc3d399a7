/* driven by opt-bufsize-manual.sh */
