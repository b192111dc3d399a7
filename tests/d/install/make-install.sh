# make install with DESTDIR and PREFIX: the installed tree; libdtrace.so's
# soname and its links; the library exports the functions the installed
# dtrace.h declares and nothing else; the header compiles alone (no header
# of the library's own beside it); libdtrace.pc; the bash completion
# loads; the example consumer (examples/) built with pkg-config against
# the installed tree, with the shared library (through an rpath) and with
# the static one, counting a command's syscalls, and every process's for a
# second; make uninstall leaves only directories.
. inc/install.sh
cd "$T/root" || exit 1
find . | LC_ALL=C sort
echo "soname: $(readelf -d usr/lib/libdtrace.so.1.0.0 | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')"
echo "libdtrace.so.1 -> $(readlink usr/lib/libdtrace.so.1)"
echo "libdtrace.so -> $(readlink usr/lib/libdtrace.so)"

# the public API: every function dtrace.h declares (gcc -aux-info lists the
# declarations with the file they come from), and what the library exports
printf '#include <dtrace.h>\n' > "$T/h.c"
cc -std=c99 -pedantic -Wall -Wextra -Werror -aux-info "$T/aux" -Iusr/include -S -o /dev/null "$T/h.c" ||
    exit 1
sed -n 's|^/\* [^ ]*usr/include/dtrace\.h:[0-9]*:[A-Z]* \*/ ||p' "$T/aux" | sed 's/ *(.*//; s/.*[ *]//' |
    LC_ALL=C sort > "$T/declared"
nm -D --defined-only usr/lib/libdtrace.so.1.0.0 | awk '{ print $NF }' | LC_ALL=C sort > "$T/exported"
grep -qx dtrace_open "$T/declared" || echo "no dtrace_open among the declared functions"
diff "$T/declared" "$T/exported" && echo "exported: the functions dtrace.h declares"

sed "s|$T|T|" usr/lib/pkgconfig/libdtrace.pc
# the bash completion, as bash-completion loads it (tests/d/cli/completion
# tests what it completes)
bash -c '. usr/share/bash-completion/completions/dtrace && complete -p dtrace'
$pc --cflags --libs libdtrace | sed "s|$T|T|g"

# the example, as a user builds it, and what it counts of perl's 7 getppid()
mkdir "$T/ex" && cp "$SRC/examples/Makefile" "$SRC/examples/count-syscalls.c" "$T/ex" || exit 1
make -s -C "$T/ex" count-syscalls count-syscalls-static PKG_CONFIG="$pc" \
    CFLAGS="-O2 -Wall -Wextra -Werror $san" LDFLAGS="-Wl,-rpath,$T/root/usr/lib" || exit 1
echo "count-syscalls: $(ldd "$T/ex/count-syscalls" | awk '/libdtrace/ { print $1, $3 }' | sed "s|$T|T|")"
echo "count-syscalls-static: $(readelf -d "$T/ex/count-syscalls-static" | grep -c libdtrace) libdtrace"
for x in count-syscalls count-syscalls-static; do
	"$T/ex/$x" perl -e 'getppid() for 1..7' > "$T/out" 2> "$T/err"
	echo "$x: status $?, $(awk '$1 == "getppid" { print $1, $2 }' "$T/out")"
	grep -v '^count-syscalls: [0-9]* probes$' "$T/err"	# the kernel's number of syscalls
done
# without a command: every process's calls for one second
"$T/ex/count-syscalls" > "$T/out" 2> "$T/err"
echo "count-syscalls: status $?, $(awk 'NF == 2 && $2 ~ /^[0-9]+$/ { n++ } END { print (n > 0 ? "syscalls" : "none") }' "$T/out") counted"
grep -v '^count-syscalls: [0-9]* probes$' "$T/err"

make -s -C "$SRC" uninstall BUILD="$BUILD" $mk DESTDIR="$T/root" PREFIX=/usr || exit 1
echo "left after uninstall:"
find . ! -type d
