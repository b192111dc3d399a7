# bash completion for dtrace(1).
#
# tools/gen-completion.sh makes build/dtrace.bash from this file, filling in
# dtrace's options (from its usage text) and the option names -x takes
# (from the library's table of them); make install puts it in
# share/bash-completion/completions/dtrace, where bash-completion loads it
# the first time a dtrace command line is completed.  Without
# bash-completion: source build/dtrace.bash (in ~/.bashrc, say).
#
# What is completed:
#	-...		dtrace's options
#	after -x	the option names (also -xNAME)
#	after -s, -o	file names;  after -I, -L: directories
#	after -c	commands;  after -p: process ids
#	after -n, -i	probe descriptions, field by field from the provider:
#			"syscall::rea" gives syscall::read:, syscall::readv:, ...
#			(a field typed before the last one may be a glob, and
#			is left as it is; an empty one matches anything)
#	after -P, -m, -f  the provider, module or function their description
#			ends in, and the fields before it ("vmlinux:rea" after
#			-f gives vmlinux:read, ...), as dtrace reads them
# The probes are those "dtrace -l" lists, run once per shell with the
# dtrace being completed (unset _dtrace_probes to list them again); it
# needs the privileges tracing needs, and without them nothing is
# completed there.  Probe descriptions are completed within a word: one
# that follows a quote and a blank ('syscall::read:entry { ...) is not.

_dtrace_options="@OPTIONS@"
_dtrace_xoptions="@XOPTIONS@"

# the probes of "$1 -l" as PROVIDER:MODULE:FUNCTION:NAME lines.  The listing
# right-aligns the fields in 10, 17 and 33 columns (wider ones push the
# rest along) and leaves an empty one blank: a line of four words has an
# empty module or function, told apart by where the third word ends.
_dtrace_list_probes()
{
	"$1" -l 2>/dev/null | awk 'NR > 1 {
		n = 0; rest = $0; off = 0
		while (match(rest, /[^ \t]+/)) {
			w[++n] = substr(rest, RSTART, RLENGTH)
			off += RSTART + RLENGTH - 1
			end[n] = off
			rest = substr(rest, RSTART + RLENGTH)
		}
		if (n == 5)
			print w[2] ":" w[3] ":" w[4] ":" w[5]
		else if (n == 3)
			print w[2] ":::" w[3]
		else if (n == 4 && end[3] == end[2] + 1 + (length(w[3]) > 17 ? length(w[3]) : 17))
			print w[2] ":" w[3] "::" w[4]
		else if (n == 4)
			print w[2] "::" w[3] ":" w[4]
	}'
}

# COMPREPLY: the completions of the probe description $2 (what is typed of
# it, glob characters and all) after option -$1, each after $3 (what comes
# before the description in its word: -n in -nsyscall::) and with its
# first $4 characters left out (bash replaces only the part of the word
# after its last COMP_WORDBREAKS character, such as ':')
_dtrace_probes_complete()
{
	local opt=$1 typed=$2 lead=$3 strip=$4 probes

	if [[ -z ${_dtrace_probes-} || ${_dtrace_probes_cmd-} != "$_dtrace_cmd" ]]; then
		probes=$(_dtrace_list_probes "$_dtrace_cmd")
		[[ -n $probes ]] || return	# not allowed to list, or no dtrace
		_dtrace_probes=$probes
		_dtrace_probes_cmd=$_dtrace_cmd
	fi
	mapfile -t COMPREPLY < <(awk -F: -v typed="$typed" -v opt="$opt" -v lead="$lead" \
	    -v strip="$strip" '
	# a glob of dtrace (*, ?, [...]) as an extended regular expression
	function re(g,   r, c, i) {
		r = ""
		for (i = 1; i <= length(g); i++) {
			c = substr(g, i, 1)
			if (c == "*")
				r = r ".*"
			else if (c == "?")
				r = r "."
			else if (c == "[" || c == "]" || c ~ /[A-Za-z0-9_-]/)
				r = r c
			else
				r = r "\\" c
		}
		return r
	}
	BEGIN {
		if ((nt = split(typed, t, ":")) == 0)
			t[nt = 1] = ""
		# the field being typed: the next one for -n and -i, the one
		# the description ends in for -P, -m and -f
		last = opt == "P" ? 1 : opt == "m" ? 2 : opt == "f" ? 3 : 4
		cur = opt == "P" || opt == "m" || opt == "f" ? last : nt
		first = cur - nt + 1
		if (first < 1 || cur > 4)
			exit
		for (i = 1; i < nt; i++)
			pat[first + i - 1] = t[i] == "" ? "" : "^(" re(t[i]) ")$"
		pat[cur] = "^" re(t[nt])
		head = substr(typed, 1, length(typed) - length(t[nt]))
		tail = cur < last ? ":" : ""
	}
	{
		for (i = first; i <= cur; i++)
			if (pat[i] != "" && $i !~ pat[i])
				next
		c = lead head $cur tail
		if (!seen[c]++)
			print substr(c, strip + 1)
	}' <<<"$_dtrace_probes")
	# a field with more to come: no blank after it
	[[ ${COMPREPLY[0]-} == *: ]] && compopt -o nospace 2>/dev/null
}

_dtrace()
{
	local cur=${2-${COMP_WORDS[COMP_CWORD]}} word rest prev opt
	_dtrace_cmd=${1:-dtrace}
	COMPREPLY=()

	# the word being completed, whole, and the one before it: bash has
	# split "syscall::rea" into syscall, :: and rea (COMP_WORDBREAKS)
	if [[ -n ${COMP_LINE-} ]]; then
		rest=${COMP_LINE:0:${COMP_POINT:-${#COMP_LINE}}}
		word=${rest##*[[:blank:]]}
		rest=${rest%"$word"}
		while [[ $rest == *[[:blank:]] ]]; do
			rest=${rest%?}
		done
		prev=${rest##*[[:blank:]]}
		word=${word#[\'\"]}
	else
		word=$cur
		prev=${COMP_WORDS[COMP_CWORD-1]-}
	fi

	# an option's argument (arg), after it or in the same word (-xquiet,
	# -qnBEGIN: lead is what comes before it there)
	local arg=$word lead=
	if [[ $word == -* ]]; then
		if [[ $word =~ ^-[CeGHhlqSvVwZ]*([xnPmfi])(.+)$ ]]; then
			opt=${BASH_REMATCH[1]}
			arg=${BASH_REMATCH[2]}
			lead=${word%"$arg"}
		else
			mapfile -t COMPREPLY < <(compgen -W "$_dtrace_options" -- "$cur")
			return
		fi
	elif [[ $prev =~ ^-[CeGHhlqSvVwZ]*([nsPmfioxcpDUIbL])$ ]]; then
		opt=${BASH_REMATCH[1]}
	else
		return	# an operand: a macro argument
	fi
	case $opt in
	x)
		# a name; its value (after '=') is the user's
		[[ $arg == *=* ]] && return
		mapfile -t COMPREPLY < <(compgen -W "$_dtrace_xoptions" -P "$lead" -- "$arg")
		;;
	n|i|P|m|f)
		_dtrace_probes_complete "$opt" "$arg" "$lead" $((${#word} - ${#cur}))
		;;
	s|o)
		compopt -o filenames 2>/dev/null
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
		;;
	I|L)
		compopt -o filenames 2>/dev/null
		mapfile -t COMPREPLY < <(compgen -d -- "$cur")
		;;
	c)
		mapfile -t COMPREPLY < <(compgen -c -- "$cur")
		;;
	p)
		local pids=(/proc/[0-9]*)
		mapfile -t COMPREPLY < <(compgen -W "${pids[*]#/proc/}" -- "$cur")
		;;
	esac
}

complete -F _dtrace dtrace
