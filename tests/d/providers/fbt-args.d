/* driven by fbt-args.sh */
