/* driven by dlib-psinfo.sh */
