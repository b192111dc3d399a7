/* driven by cwd-root-execargs.sh */
