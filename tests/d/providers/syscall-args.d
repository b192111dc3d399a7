/* driven by syscall-args.sh */
