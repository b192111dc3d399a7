/* driven by sdt-errors.sh */
