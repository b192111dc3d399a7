/* driven by syscall-typed-args.sh */
