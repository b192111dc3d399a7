# C++ symbols in user stacks and ufunc() are demangled (through
# libstdc++'s __cxa_demangle): ns::S::depth(long), not _ZN2ns1S5depthEl.
# Frames below it are the C library's: only the program's are kept.
D=$1
T=$(mktemp -d)
g++ -O0 -fno-omit-frame-pointer -o "$T/cxx" ustack/cxx.cc || exit 1
"$D" -q -n '
syscall::getppid:entry
/pid == $target/
{
	ustack();
	ufunc(ucaller);
	printf("\n");
}' -c "$T/cxx" | grep 'cxx`' | sed -e 's/+0x[0-9a-f]*$/+0xOFF/' -e 's/ *$//'
echo "status $?"
rm -rf "$T"
