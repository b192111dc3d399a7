# for sdt-proc.sh: a fork and exec of a child, then an exec of this shell
/bin/true
exec /bin/true
