# Every script of scripts/: its first line is "#!/usr/bin/env -S dtrace -s",
# it is executable, its top comment has a USAGE, scripts/README lists it,
# a test of this directory runs it, and it compiles when run through its
# #! line with -e (with -p of this shell, -Z for the USDT provider that
# this shell has not, and funclat.d's function argument).
. inc/env.sh
n=0
for f in "$S"/*.d; do
	b=$(basename "$f")
	n=$((n + 1))
	[ "$(sed -n 1p "$f")" = "#!/usr/bin/env -S dtrace -s" ] || echo "$b: not #!/usr/bin/env -S dtrace -s"
	[ -x "$f" ] || echo "$b: not executable"
	grep -q '^ \* USAGE:' "$f" || echo "$b: no USAGE in its comment"
	grep -q "^    $b " "$S/README" || echo "$b: not listed in scripts/README"
	[ -f "${b%.d}.sh" ] || echo "$b: no test tests/d/scripts/${b%.d}.sh"
	case $b in
	funclat.d) set -- read ;;
	*) set -- ;;
	esac
	"$f" -Z -e -p $$ "$@" || echo "$b: does not compile"
done
echo "$n scripts"
