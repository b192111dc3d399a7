# fbt's args[] are typed from the function's BTF prototype: programs that
# use them compile (dtrace -e) whether or not fbt can be enabled here, and
# misuses are the checker's errors
D=$1
# vfs_read(struct file *, char *, size_t, loff_t *): members, strings,
# integer and pointer arguments
"$D" -e -n 'fbt::vfs_read:entry /args[2] > 100 && *args[3] >= 0/ {
    printf("%s %d\n", stringof(args[0]->f_path.dentry->d_name.name), args[0]->f_flags);
    this->f = args[0]; trace(this->f->f_pos); trace(args[1]); }'
echo "status $?"
# at return: args[1] is the ssize_t return value, arg1 the same raw
"$D" -e -n 'fbt::vfs_read:return /args[1] < 0/ { @[execname] = quantize(args[1]); trace(arg1); }'
echo "status $?"
# a clause on entry and return of several functions: raw arguments only
"$D" -e -n 'fbt::vfs_read:entry, fbt::vfs_write:return { @[probefunc, probename] = sum(arg1); }'
echo "status $?"
# args[] of probes whose types agree
"$D" -e -n 'fbt::vfs_read:entry, fbt::vfs_write:entry { trace(args[0]->f_pos); }'
echo "status $?"
# ... agree but for const (char * and const char *)
"$D" -xerrtags -e -n 'fbt::vfs_read:entry, fbt::vfs_write:entry { trace(args[1]); }' 2>&1
echo "status $?"
# ... disagree (struct file * at entry, the int offset at return)
"$D" -xerrtags -e -n 'fbt::vfs_read:entry, fbt::vfs_read:return { trace(args[0]); }' 2>&1
echo "status $?"
# past the last argument, at entry and at return
"$D" -xerrtags -e -n 'fbt::vfs_read:entry { trace(args[4]); }' 2>&1
echo "status $?"
"$D" -xerrtags -e -n 'fbt::vfs_read:return { trace(args[2]); }' 2>&1
echo "status $?"
# a void function has no args[1] at return
"$D" -xerrtags -e -n 'fbt::fput:return { trace(args[1]); }' 2>&1
echo "status $?"
# a member struct file does not have
"$D" -xerrtags -e -n 'fbt::vfs_read:entry { trace(args[0]->no_such_member); }' 2>&1
echo "status $?"
# an integer argument is not a pointer
"$D" -xerrtags -e -n 'fbt::vfs_read:entry { trace(*args[2]); }' 2>&1
echo "status $?"
