# -l with -f, -n and -m selects by function, name and module; IDs shown as N
"$1" -l -f getppid | sed -E 's/^ {0,4}[0-9]{1,5} /    N /'
"$1" -l -n 'syscall::getppid:return' | sed -E 's/^ {0,4}[0-9]{1,5} /    N /'
"$1" -l -n 'BEGIN'
