/* driven by cwd-macro.sh */
