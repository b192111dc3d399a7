/* driven by syscall-cpu.sh */
