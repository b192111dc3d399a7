# print() of kernel types from BTF: a struct with its members (pointers in
# hex, nested structs indented 4 more per level, "}" last), a scalar
# typedef by its name, a char array holding a string.  Values vary: only
# the shape is checked.
D=$1
"$D" -q -n 'BEGIN {
	print(*curthread->fs);
	printf("\n");
	print(curthread->pid);
	print(curthread->comm);
	exit(0);
}' > /tmp/dt-printk-$$
echo "status $?"
head -2 /tmp/dt-printk-$$ | sed 's/0x[0-9a-f]*$/VALUE/'
grep -E '^    struct path root = \{$' /tmp/dt-printk-$$
grep -E '^        struct dentry \*dentry = 0xffff[0-9a-f]{12}$' /tmp/dt-printk-$$ | head -1 |
    sed 's/0x[0-9a-f]*$/ADDR/'
grep -E '^(pid_t 0x[0-9a-f]+|char \[16\] "dtrace")$' /tmp/dt-printk-$$ | sed 's/0x[0-9a-f]*$/PID/'
# the struct ends at a "}" of its own (then our newline)
grep -n '^}$' /tmp/dt-printk-$$ | wc -l
rm -f /tmp/dt-printk-$$
