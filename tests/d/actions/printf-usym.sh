# printf("%A") symbolizes a user address in the -c process, as DTrace does
# (object`symbol+0xoff); with a width it is padded like %s; an address no
# object maps prints in hex.  ustack/nest.c calls getppid from level3
# (called by level2); offsets are replaced.
D=$1
T=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o "$T/nest" ustack/nest.c || exit 1
"$D" -q -n '
syscall::getppid:entry
/pid == $target/
{
	printf("[%A] [%A] [%-20A] [%A]\n", uregs[R_PC], ucaller, ucaller, 16);
}' -c "$T/nest" | sed -e 's/+0x[0-9a-f]*/+0xOFF/g'
echo "status $?"
rm -rf "$T"
