/* driven by follow-exec.sh */
