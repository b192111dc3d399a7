# Where fbt cannot run: every way of enabling fbt probes fails with the
# reasons and status 1 (never "no probes", never a verifier log), while
# descriptions that reach fbt only through a glob over providers, and a
# full dtrace -l, leave fbt out
D=$1
# several fbt probes, with a syscall probe beside them
"$D" -n 'fbt::vfs_read:entry, fbt::vfs_read:return, syscall::read:entry { trace(arg0); }' 2>&1
echo "status $?"
# a glob over functions
"$D" -q -n 'fbt::vfs_rea?: { @[probefunc] = count(); }' 2>&1
echo "status $?"
# -S shows the program, then enabling fails the same way
"$D" -S -n 'fbt::vfs_read:entry { trace(arg0); }' 2>&1 >/dev/null
echo "status $?"
# -xverbose: still no verifier log (nothing is loaded)
"$D" -xverbose -n 'fbt::vfs_read:return { trace(arg1); }' 2>&1
echo "status $?"
# a glob over providers does not reach fbt here
"$D" -n '::vfs_read:entry { }' 2>&1
echo "status $?"
"$D" -l -n ':::entry' | grep -c ' fbt '
"$D" -l | grep -c ' fbt '
# a function the kernel does not have: no probe, as for any provider
"$D" -n 'fbt::no_such_function_here:entry { }' 2>&1
echo "status $?"
