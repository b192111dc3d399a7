/* driven by hG-unprivileged.sh */
