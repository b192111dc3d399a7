# fbt probes are described from the kernel's BTF, whether or not fbt can be
# enabled here: dtrace -l lists them, -lv with the argument types of the
# function's prototype (at return: the offset, an int, and the return type)
D=$1
"$D" -lv -n fbt::vfs_read:entry
echo "status $?"
"$D" -lv -n fbt:vmlinux:vfs_read:return
echo "status $?"
# a glob over function names; both probe names
"$D" -l -n 'fbt::vfs_rea?:'
echo "status $?"
# a void function has no args[1] at return
"$D" -lv -n 'fbt::fput:' | sed -n '/Argument Types/,/^$/p'
echo "status $?"
# const is kept in a pointer's target type
"$D" -lv -n 'fbt::getname_kernel:entry' | sed -n '/Argument Types/,/^$/p'
# only vmlinux's functions are described
"$D" -l -n 'fbt:ext4::entry' 2>&1
echo "status $?"
# the probe names are entry and return
"$D" -l -n 'fbt::vfs_read:start' 2>&1
echo "status $?"
# -P fbt lists the functions of the BTF, two probes each
"$D" -l -P fbt | awk 'NR > 1 && $2 != "fbt" { bad++ } END { print (NR > 2000 && !bad) ? "many fbt probes" : "wrong" }'
