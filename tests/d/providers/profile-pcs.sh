# profile-N: arg0 is the kernel PC (0 in user mode), arg1 the user PC (0 in
# the kernel), sampled from a process busy in user mode, then in the kernel
"$1" -c "/bin/sh inc/user-kernel.sh" -s profile-pcs.d
echo "status $?"
