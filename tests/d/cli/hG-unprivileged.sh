# dtrace -h and -G only compile, and build tools run them as any user: as
# nobody (setpriv, no capabilities) they write the header and the object,
# which link into a program; tracing as nobody still fails with DTrace's
# message about privileges.
D=$1
T=$(mktemp -d)
cp G-option/myapp.d G-option/a.c G-option/b.c "$T"
chmod 777 "$T"
cd "$T" || exit 1
nobody() {
	setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all "$@"
}
nobody "$D" -h -s myapp.d
echo "-h status $?"
nobody cc -O2 -c a.c b.c || exit 1
nobody "$D" -G -s myapp.d a.o b.o
echo "-G status $?"
nobody cc -o prog a.o b.o myapp.o && nobody ./prog
ls -l myapp.h myapp.o | awk '{ print $3, $NF }'
nobody "$D" -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
cd / && rm -rf "$T"
