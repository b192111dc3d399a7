#!/bin/sh
# Generate the D library's table (build/gen/dt_dlibs.h, included by
# lib/front/dt_dlib.c) from the D files given as arguments (dlibs/*.d):
#
#	sh tools/gen-dlibs.sh dlibs/*.d > dt_dlibs.h
#
# A file is a list of top-level D declarations.  Each declaration is a piece
# of the library, the unit the compiler loads when a program first names
# what it defines, except a translator, which joins the piece that defines
# its output type (xlate needs both at once).  The names a piece defines
# are derived from its text, never written out by hand:
#	inline T NAME = ...;		the identifier NAME
#	inline T NAME[T1 p1, ...] = ...;	the identifier NAME (an array
#					inline; its parameters are its own)
#	typedef ... NAME[, NAME2];	the type names, and the tag of a
#					struct, union or enum defined there
#	struct|union|enum TAG {...};	the tag ("struct TAG"), and an enum's
#					enumerators as identifiers
# Anything else (a variable, a #-line, a name defined twice, a translator
# whose type no earlier piece of its file defines) stops the build with
# FILE:LINE: and a message on stderr.
#
# Output (static data, for lib/front/dt_dlib.c and its unit test):
#	DT_DLIB_NPIECES and the types of the tables
#	dt_dlib_files[]		each file's name and its range of "global"
#				lines: the files' lines numbered on from one
#				file to the next, so that a line names a file
#	dt_dlib_pieces[]	each piece's text, comments blanked, starting
#				with a line marker "# G" (its global line), so
#				that the lexer numbers its lines as the file's;
#				and its dependencies: the range of dt_dlib_deps[]
#				naming what it uses of other pieces (its
#				identifiers but members, tags and type names)
#	dt_dlib_idents[], dt_dlib_types[]  name -> piece, sorted by strcmp()
#				for bsearch()
set -e
LC_ALL=C
export LC_ALL
exec awk '
function fail(line, msg) {
	printf "%s:%d: %s\n", curfile, line, msg > "/dev/stderr"
	failed = 1
	exit 1
}

# split the text of statement s into tokens tok[1..ntok]: identifiers,
# numbers and single punctuation characters (string and character
# literals are dropped: no name is derived from them)
function tokenize(s,    i, n, c, j) {
	ntok = 0
	n = length(s)
	for (i = 1; i <= n; i++) {
		c = substr(s, i, 1)
		if (c ~ /[ \t\n]/)
			continue
		if (c == "\"" || c == "\047") {
			for (j = i + 1; j <= n && substr(s, j, 1) != c; j++)
				if (substr(s, j, 1) == "\\")
					j++
			i = j
			continue
		}
		if (c ~ /[A-Za-z_0-9]/) {
			for (j = i; j <= n && substr(s, j, 1) ~ /[A-Za-z_0-9]/; j++)
				;
			tok[++ntok] = substr(s, i, j - i)
			i = j - 1
			continue
		}
		tok[++ntok] = c
	}
}

function isname(t) {
	return t ~ /^[A-Za-z_][A-Za-z_0-9]*$/
}

function define(kind, name, piece, line) {
	if ((kind, name) in owner)
		fail(line, (kind == "T" ? "type " : "identifier ") name " is defined twice")
	owner[kind, name] = piece
	names[kind, ++nnames[kind]] = name
}

# the tag and enumerators of "struct|union|enum TAG {...}" at tok[k]
# (the keyword; a tag without a body defines nothing); the index of the
# token after it
function tagspec(k, piece, line,    isenum, d, prev) {
	if (!isname(tok[k + 1]))
		fail(line, "a dlib " tok[k] " needs a tag")
	if (tok[k + 2] != "{")
		return k + 2
	define("T", tok[k] " " tok[k + 1], piece, line)
	isenum = tok[k] == "enum"
	k += 2
	for (d = 0; k <= ntok; k++) {
		if (tok[k] == "{" || tok[k] == "(" || tok[k] == "[")
			d++
		else if (tok[k] == "}" || tok[k] == ")" || tok[k] == "]")
			d--
		else if (isenum && d == 1 && (prev == "{" || prev == ",") && isname(tok[k]))
			define("I", tok[k], piece, line)
		prev = tok[k]
		if (d == 0)
			return k + 1
	}
	return k
}

# a complete statement: derive what it defines, make it a piece or add
# it to its translated type s piece
function statement(text, line,    k, d, p, out) {
	tokenize(text)
	if (tok[1] == "translator") {
		out = ""
		for (k = 2; k <= ntok && tok[k] != "<"; k++)
			out = out (out == "" ? "" : " ") tok[k]
		if (!(("T", out) in owner) || pfile[owner["T", out]] != FILENAME)
			fail(line, "a translator must follow its type " out " in its file")
		p = owner["T", out]
		ptext[p] = ptext[p] "\n# " (base + line) "\n" text
		uses(p)
		return
	}
	p = ++npieces
	pfile[p] = FILENAME
	pline[p] = line
	ptext[p] = "# " (base + line) "\n" text
	uses(p)
	if (tok[1] == "inline") {
		for (k = 2; k <= ntok && tok[k] != "="; k++)
			;
		if (k <= ntok && tok[k - 1] == "]") {
			# an array inline, NAME[type param, ...]
			for (k--; k > 2 && tok[k] != "["; k--)
				;
		}
		if (k > ntok || !isname(tok[k - 1]))
			fail(line, "an inline needs a name and a value")
		define("I", tok[k - 1], p, line)
	} else if (tok[1] == "typedef") {
		k = 2
		if (tok[k] == "const" || tok[k] == "volatile")
			k++
		if (tok[k] == "struct" || tok[k] == "union" || tok[k] == "enum")
			k = tagspec(k, p, line)
		for (d = 0; k < ntok; k++) {
			if (tok[k] == "(" || tok[k] == "[")
				d++
			else if (tok[k] == ")" || tok[k] == "]")
				d--
			else if (d == 0 && isname(tok[k]) && tok[k + 1] ~ /^[,;\[]$/)
				define("T", tok[k], p, line)
		}
	} else if (tok[1] == "struct" || tok[1] == "union" || tok[1] == "enum") {
		if (tagspec(1, p, line) != ntok)
			fail(line, "a dlib declares no variable")
	} else {
		fail(line, "a dlib holds inline, typedef, struct, union, enum and translator declarations")
	}
}

# add to puses[p] the names the statement in tok[] may use: identifiers
# that are not members (after -> or .), and tags ("struct X")
function uses(p,    k) {
	for (k = 1; k <= ntok; k++) {
		if (!isname(tok[k]) || (k > 1 && tok[k - 1] == ".") ||
		    (k > 2 && tok[k - 2] == "-" && tok[k - 1] == ">"))
			continue
		if ((tok[k] == "struct" || tok[k] == "union" || tok[k] == "enum") && isname(tok[k + 1]))
			puses[p] = puses[p] "|" tok[k] " " tok[++k]
		else
			puses[p] = puses[p] "|" tok[k]
	}
}

# the names of other pieces that piece p uses, as ndeps entries of
# deps[] (each "I name" or "T name"), each once
function resolve(p,    n, u, i, kind, seen) {
	n = split(substr(puses[p], 2), u, "|")
	for (i = 1; i <= n; i++) {
		kind = ("I", u[i]) in owner ? "I" : ("T", u[i]) in owner ? "T" : ""
		if (kind == "" || owner[kind, u[i]] == p || (kind, u[i]) in seen)
			continue
		seen[kind, u[i]] = 1
		deps[++ndeps] = kind " " u[i]
	}
}

# one character of the file, outside comments
function put(c) {
	if (stmt == "" && c ~ /[ \t\n]/)
		return
	if (stmt == "")
		sline = FNR
	stmt = stmt c
}

# s as a C string literal, a line of it for each of its lines
function cstring(s,    i, c, out) {
	out = "\t\""
	for (i = 1; i <= length(s); i++) {
		c = substr(s, i, 1)
		if (c == "\n")
			out = out "\\n\"\n\t\""
		else if (c == "\\" || c == "\"")
			out = out "\\" c
		else if (c == "\t")
			out = out "\\t"
		else
			out = out c
	}
	return out "\""
}

# names[kind, 1..n] sorted (byte order: LC_ALL=C)
function sortnames(kind,    i, j, n, t) {
	n = nnames[kind]
	for (i = 2; i <= n; i++) {
		t = names[kind, i]
		for (j = i - 1; j >= 1 && names[kind, j] > t; j--)
			names[kind, j + 1] = names[kind, j]
		names[kind, j + 1] = t
	}
}

function endfile() {
	if (stmt ~ /[^ \t\n]/)
		fail(sline, "a declaration without its ;")
	if (incomment)
		fail(FNR, "a comment without its end")
	nfiles++
	fname[nfiles] = curfile
	ffirst[nfiles] = base + 1
	flast[nfiles] = base + lastfnr
	base += lastfnr
	stmt = ""
}

FNR == 1 && NR > 1 { endfile() }
FNR == 1 { curfile = FILENAME }
{
	lastfnr = FNR
	line = $0 "\n"
	n = length(line)
	if (!incomment && line ~ /^[ \t]*#/)
		fail(FNR, "no #-line in a dlib (its lines are numbered by the build)")
	for (i = 1; i <= n; i++) {
		c = substr(line, i, 1)
		if (incomment) {
			if (c == "*" && substr(line, i + 1, 1) == "/") {
				incomment = 0
				i++
			} else if (c == "\n" && stmt != "") {
				stmt = stmt c
			}
			continue
		}
		if (quote != "") {
			stmt = stmt c
			if (c == "\\") {
				stmt = stmt substr(line, i + 1, 1)
				i++
			} else if (c == quote || c == "\n") {
				quote = ""
			}
			continue
		}
		if (c == "/" && substr(line, i + 1, 1) == "*") {
			incomment = 1
			if (stmt != "")
				stmt = stmt " "
			i++
			continue
		}
		if (c == "/" && substr(line, i + 1, 1) == "/") {
			put("\n")
			break
		}
		put(c)
		if (c == "\"" || c == "\047")
			quote = c
		else if (c == "{")
			depth++
		else if (c == "}")
			depth--
		else if (c == ";" && depth == 0) {
			statement(stmt, sline)
			stmt = ""
		}
	}
}
END {
	if (failed)
		exit 1
	if (NR == 0) {
		print "gen-dlibs.sh: no D library file" > "/dev/stderr"
		exit 1
	}
	endfile()
	if (failed)
		exit 1
	print "/* generated by tools/gen-dlibs.sh from the dlibs/ files: do not edit */"
	print "#define DT_DLIB_NPIECES\t" npieces
	print ""
	print "typedef struct dt_dlib_file {"
	print "\tconst char *name;\t/* \"dlibs/procfs.d\" */"
	print "\tint first, last;\t/* its global lines */"
	print "} dt_dlib_file_t;"
	print ""
	print "typedef struct dt_dlib_piece {"
	print "\tint dep, ndeps;\t/* the names it uses: dt_dlib_deps[dep .. dep + ndeps - 1] */"
	print "\tconst char *text;\t/* \"# LINE\\n\" and its declarations */"
	print "} dt_dlib_piece_t;"
	print ""
	print "typedef struct dt_dlib_dep {"
	print "\tconst char *name;\t/* a name of another piece */"
	print "\tint astype;\t\t/* a type name, not an identifier */"
	print "} dt_dlib_dep_t;"
	print ""
	print "typedef struct dt_dlib_name {"
	print "\tconst char *name;\t/* an identifier, or a type name (\"struct psinfo\") */"
	print "\tint piece;\t\t/* the index in dt_dlib_pieces[] of the piece defining it */"
	print "} dt_dlib_name_t;"
	print ""
	print "static const dt_dlib_file_t dt_dlib_files[] = {"
	for (i = 1; i <= nfiles; i++)
		printf "\t{ \"%s\", %d, %d },\n", fname[i], ffirst[i], flast[i]
	print "};"
	print ""
	print "static const dt_dlib_piece_t dt_dlib_pieces[DT_DLIB_NPIECES] = {"
	for (p = 1; p <= npieces; p++) {
		first = ndeps
		resolve(p)
		printf "\t/* %d: %s:%d */\n\t{ %d, %d,\n%s },\n", p - 1, pfile[p], pline[p],
		    first, ndeps - first, cstring(ptext[p])
	}
	print "};"
	print ""
	print "static const dt_dlib_dep_t dt_dlib_deps[] = {"
	for (i = 1; i <= ndeps; i++)
		printf "\t{ \"%s\", %d },\n", substr(deps[i], 3), substr(deps[i], 1, 1) == "T"
	if (ndeps == 0)
		print "\t{ NULL, 0 }"
	print "};"
	split("I T", kinds, " ")
	split("dt_dlib_idents dt_dlib_types", tables, " ")
	for (k = 1; k <= 2; k++) {
		sortnames(kinds[k])
		print ""
		print "static const dt_dlib_name_t " tables[k] "[] = {"
		for (i = 1; i <= nnames[kinds[k]]; i++)
			printf "\t{ \"%s\", %d },\n", names[kinds[k], i], owner[kinds[k], names[kinds[k], i]] - 1
		print "};"
	}
}
' "$@"
