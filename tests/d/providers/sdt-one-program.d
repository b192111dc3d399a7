/* driven by sdt-one-program.sh */
