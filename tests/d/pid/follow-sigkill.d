/* driven by follow-sigkill.sh */
