#!/bin/sh
#
# tools/check-layers.sh: the library's folders form layers, and a file's
# quoted #include lines may name only headers of its own layer or lower.
#
#	sh tools/check-layers.sh [ROOT]		(ROOT: the tree, default .)
#
# The layers, lowest first (a file's layer comes from its path):
#	0 shared	lib/*.h, lib/dt_error.c, lib/dt_errtags.c: the handle, the
#			AST, types, records, the provider interface, errors and
#			allocation
#	1 front		lib/front/	lexer, parser, checker, types, D library
#	2 back		lib/back/	code generator, linker, loader, maps
#	3 providers	lib/providers/	the providers, their registry, probes
#	4 runtime	lib/runtime/	the consumer: records, aggregations, output
#	5 api		lib/*.c other than the shared ones (dt_open.c)
#	  cmd		cmd/		may include the public header and cmd/'s own
# lib/dtrace.h, the public header, may be included by anything.
#
# A quoted include is resolved as the compiler does (the including file's
# folder, then the Makefile's -I folders in their order: lib, lib/front,
# lib/back, lib/runtime, lib/providers); a header found in none of them is a
# generated one (build/gen) and is taken to be of its includer's layer.
# Angle-bracket includes (system headers) are not looked at.
#
# The rule is about #include lines only: a header declares what its layer
# defines, so a file that calls up a layer needs an upward include and the
# check sees it.  The rule for calls: every call goes down, or stays in its
# layer, except through the provider interface (lib/dt_provider.h): the
# providers' ops, called through function pointers, and the lookups of the
# registry and of the probe table, declared there and defined in
# lib/providers/dt_registry.c and lib/providers/dt_probe.c.
#
# Output: one line per upward include, "FILE:LINE: LAYER includes
# DIR/HEADER", and exit status 1; quiet with status 0 when every include
# points down.  An allow-list below names known exceptions (file, header,
# and why); an entry of a file in the tree that no longer matches any of
# its includes fails the check too, so the list only shrinks.

root=${1:-.}
cd "$root" || exit 2

# Known exceptions, calls that still go up: "FILE HEADER what and why".
# Empty when the layers are clean.
allow='
'

files=$(find lib cmd -name '*.[ch]' 2>/dev/null | LC_ALL=C sort)
[ -n "$files" ] || { echo "check-layers: no lib/ or cmd/ under $root" >&2; exit 2; }

# shellcheck disable=SC2086
printf '%s\n' "$allow" | files="$files" awk '
function layer(p) {
	if (p == "lib/dtrace.h") return "public"
	if (p ~ /^lib\/front\//) return "front"
	if (p ~ /^lib\/back\//) return "back"
	if (p ~ /^lib\/providers\//) return "providers"
	if (p ~ /^lib\/runtime\//) return "runtime"
	if (p ~ /^lib\/[^\/]*\.h$/ || p == "lib/dt_error.c" || p == "lib/dt_errtags.c")
		return "shared"
	if (p ~ /^lib\/[^\/]*\.c$/) return "api"
	if (p ~ /^cmd\//) return "cmd"
	return "unknown"
}
function dir(p) { sub(/\/[^\/]*$/, "", p); return p }
# the header path an include of name from file p resolves to, "" if none
function resolve(p, name,    d, i) {
	d = dir(p) "/" name
	if (d in exists) return d
	for (i = 1; i <= nsearch; i++)
		if ((search[i] "/" name) in exists) return search[i] "/" name
	return ""
}
BEGIN {
	rank["shared"] = 0; rank["front"] = 1; rank["back"] = 2
	rank["providers"] = 3; rank["runtime"] = 4; rank["api"] = 5
	nsearch = split("lib lib/front lib/back lib/runtime lib/providers", search, " ")
	n = split(ENVIRON["files"], list, "\n")
	for (i = 1; i <= n; i++) exists[list[i]] = 1
}
# the allow-list, on stdin
NF >= 2 { allowed[$1 " " $2] = 0; next }
END {
	bad = 0
	for (i = 1; i <= n; i++) {
		f = list[i]; fl = layer(f); ln = 0
		if (fl == "unknown") {
			printf "%s: in no layer (tools/check-layers.sh)\n", f
			bad = 1
		}
		while ((getline line < f) > 0) {
			ln++
			if (line !~ /^[ \t]*#[ \t]*include[ \t]*"/) continue
			name = line
			sub(/^[^"]*"/, "", name); sub(/".*$/, "", name)
			h = resolve(f, name)
			if (h == "") continue		# generated: of its includer layer
			hl = layer(h)
			if (hl == "public" || (fl == "cmd" && hl == "cmd")) continue
			if (fl == "cmd" || (fl in rank && rank[hl] > rank[fl])) {
				shown = h; sub(/^lib\//, "", shown)
				if ((f " " shown) in allowed) { allowed[f " " shown] = 1; continue }
				printf "%s:%d: %s includes %s\n", f, ln, fl, shown
				bad = 1
			}
		}
		close(f)
	}
	for (k in allowed) {
		split(k, kf, " ")
		if (!allowed[k] && kf[1] in exists) {
			printf "%s: allow-list entry matches no include (tools/check-layers.sh)\n", k
			bad = 1
		}
	}
	exit bad
}'
