/* driven by follow-dlopen.sh */
