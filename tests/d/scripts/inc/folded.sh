# Sourced by cpuprofile.sh and offcpu.sh, after inc/env.sh and tmpdir.
# folded_run NAME PROG: inc/PROG.c built with frame pointers (user stacks
# need them), scripts/NAME.d run on it; prints its exit status and what
# inc/folded.awk (prog=PROG) and then the awk rules on stdin make of its
# folded lines.
folded_run() {
	build "$2" -O0 -fno-omit-frame-pointer
	"$S/$1.d" -c "$T/$2" < /dev/null > "$T/out"
	echo "status $?"
	awk -v prog="$2" -f inc/folded.awk -f /dev/stdin "$T/out"
}
