/* driven by syscall-copyinstr-args.sh */
