#!/bin/sh
# Make the bash completion of dtrace (completion/dtrace.bash on stdin, the
# script on stdout) with the lists it completes from filled in, so that
# each is kept in one place only:
#	@OPTIONS@	dtrace's options, as its usage text lists them
#			(BUILD/dtrace run without arguments)
#	@XOPTIONS@	the names -x takes (BUILD/tools/optnames: the
#			library's option table)
#
#	sh tools/gen-completion.sh BUILD < completion/dtrace.bash > BUILD/dtrace.bash
set -u
build=${1:?usage: sh tools/gen-completion.sh BUILD}

opts=$("$build/dtrace" 2>&1 | sed -n 's/^	\(-[0-9A-Za-z]*\) .*/\1/p' | LC_ALL=C sort | tr '\n' ' ')
xopts=$("$build/tools/optnames" | LC_ALL=C sort | tr '\n' ' ')
# a list that came out empty is a broken build, not a completion without options
[ -n "$opts" ] && [ -n "$xopts" ] || { echo "gen-completion: no options from $build" >&2; exit 1; }
sed -e "s/@OPTIONS@/${opts% }/" -e "s/@XOPTIONS@/${xopts% }/"
