/* driven by opt-bufsize-huge.sh */
