# The bash completion (BUILD/dtrace.bash), sourced in bash, its function
# called with COMP_WORDS, COMP_CWORD, COMP_LINE, COMP_POINT and arguments
# as bash gives them (bash splits syscall::rea into syscall, :: and rea,
# and replaces only rea): options, -x names, files, pids, and probe
# descriptions field by field from a fixed dtrace -l listing (a stand-in
# dtrace), listed once; then a few from the real dtrace -l.
D=$1
BUILD=$(dirname "$D")
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cd "$T" || exit 1
mkdir scripts && touch scripts/a.d scripts/b.d scripts/other
# the listing as the library prints it: an empty module or function is
# blank, and a field wider than its column pushes the rest along
cat > fake-dtrace <<'SH'
#!/bin/sh
echo "$*" >> fake-dtrace.calls
[ "$1" = -l ] || exit 2
f="%5s %10s %17s %33s %s\n"
printf "$f" ID PROVIDER MODULE FUNCTION NAME
printf "$f" 1 dtrace "" "" BEGIN
printf "$f" 2 dtrace "" "" END
printf "$f" 3 syscall vmlinux read entry
printf "$f" 4 syscall vmlinux read return
printf "$f" 5 syscall vmlinux readv entry
printf "$f" 6 syscall vmlinux write entry
printf "$f" 7 profile "" "" tick-1s
printf "$f" 8 sdt vmlinux sched sched_switch
printf "$f" 9 fbt vmlinux "" some-name-without-function
printf "$f" 10 oddprov "" only-a-function entry
printf "$f" 11 python123456 libpython3.11.so.1.0 _PyEval_EvalFrameDefaultWithAVeryLongName function-entry
SH
chmod +x fake-dtrace

cat > t.bash <<'SH'
. "$BUILD/dtrace.bash"
# comp LINE WORD...: complete LINE, cursor at its end, which bash splits
# into the WORDs (a blank at the end of LINE: an empty word after them)
comp() {
	COMP_LINE=$1 COMP_POINT=${#1}
	shift
	COMP_WORDS=("$@")
	case $COMP_LINE in
	*[[:blank:]]) COMP_WORDS+=("") ;;
	esac
	COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	# bash's word to replace: after the last blank or word break
	_dtrace "${COMP_WORDS[0]}" "${COMP_LINE##*[[:blank:]:=]}" "${COMP_WORDS[COMP_CWORD - 1]}"
	echo "$COMP_LINE|"
	[ ${#COMPREPLY[@]} -gt 0 ] || echo "	(nothing)"
	[ ${#COMPREPLY[@]} -eq 0 ] || printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort | sed 's/^/	/'
}
comp './fake-dtrace -' ./fake-dtrace -
comp './fake-dtrace -x agg' ./fake-dtrace -x agg
comp './fake-dtrace -xswitch' ./fake-dtrace -xswitch
comp './fake-dtrace -qxsw' ./fake-dtrace -qxsw
comp './fake-dtrace -x strsize=' ./fake-dtrace -x strsize =
comp './fake-dtrace -s scripts/' ./fake-dtrace -s scripts/
comp './fake-dtrace -I scr' ./fake-dtrace -I scr
comp "./fake-dtrace -p $$" ./fake-dtrace -p $$ | grep -cx "	$$"
comp './fake-dtrace -n ' ./fake-dtrace -n
comp './fake-dtrace -n sys' ./fake-dtrace -n sys
comp './fake-dtrace -n syscall:' ./fake-dtrace -n syscall :
comp './fake-dtrace -n syscall::rea' ./fake-dtrace -n syscall :: rea
comp './fake-dtrace -n syscall::read:' ./fake-dtrace -n syscall :: read :
comp './fake-dtrace -n s*::*:e' ./fake-dtrace -n 's*' :: '*' : e
comp './fake-dtrace -n dtrace:::' ./fake-dtrace -n dtrace :::
comp './fake-dtrace -n fbt:vmlinux::' ./fake-dtrace -n fbt : vmlinux ::
comp './fake-dtrace -n oddprov::' ./fake-dtrace -n oddprov ::
comp './fake-dtrace -n python*:lib' ./fake-dtrace -n 'python*' : lib
comp './fake-dtrace -n python123456::_Py' ./fake-dtrace -n python123456 :: _Py
comp './fake-dtrace -nsyscall::w' ./fake-dtrace -nsyscall :: w
comp './fake-dtrace -qn syscall::w' ./fake-dtrace -qn syscall :: w
comp './fake-dtrace -qnsys' ./fake-dtrace -qnsys
comp './fake-dtrace -P s' ./fake-dtrace -P s
comp './fake-dtrace -m vm' ./fake-dtrace -m vm
comp './fake-dtrace -f read' ./fake-dtrace -f read
comp './fake-dtrace -f vmlinux:w' ./fake-dtrace -f vmlinux : w
comp './fake-dtrace -f a:b:c:d' ./fake-dtrace -f a : b : c : d
comp './fake-dtrace -n syscall::read:entry:' ./fake-dtrace -n syscall :: read : entry :
comp './fake-dtrace -n BEGIN ' ./fake-dtrace -n BEGIN
# a quoted word is not split: bash hands over all of it, quote removed
COMP_LINE="./fake-dtrace -n 'syscall::re" COMP_POINT=30 COMP_WORDS=(./fake-dtrace -n "'syscall::re") \
    COMP_CWORD=2 _dtrace ./fake-dtrace syscall::re -n
echo "quoted: ${COMPREPLY[*]}"
echo "dtrace -l runs: $(wc -l < fake-dtrace.calls)"

# the real listing: this kernel's probes
unset _dtrace_probes
comp "$D -n syscall::rea" "$D" -n syscall :: rea | grep -x '	read:'
comp "$D -n syscall::read:" "$D" -n syscall :: read : | grep -x '	entry'
comp "$D -P dt" "$D" -P dt | sed "s|^$D|DTRACE|"
SH
BUILD=$BUILD D=$D bash t.bash
