/* driven by sdt-values.sh */
