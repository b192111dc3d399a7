/* driven by p-exit-attach.sh */
