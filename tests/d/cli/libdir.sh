# The user's D libraries (-L dir, -x libdir=dir): every *.d file there is
# compiled before the program, each after the libraries it depends on
# (#pragma D depends_on library); their declarations are the program's,
# their clauses are checked but never enabled.  A library whose module is
# not there is left out, with those that need it; a missing library or a
# cycle is an error, and an error in a library names its file.
D=$1
T=$(mktemp -d)
mkdir "$T/ok" "$T/skip" "$T/cycle" "$T/missing" "$T/bad"
printf '#pragma D depends_on library base.d\ninline int top = base + 1;\n' > "$T/ok/top.d"
printf 'inline int base = 41;\nBEGIN { printf("library clause ran\\n"); }\n' > "$T/ok/base.d"
printf '#pragma D depends_on module no_such_module_here\ninline int gone = 1;\n' > "$T/skip/a.d"
printf '#pragma D depends_on library a.d\ninline int alsogone = gone;\n' > "$T/skip/b.d"
printf '#pragma D depends_on library y.d\n' > "$T/cycle/x.d"
printf '#pragma D depends_on library x.d\n' > "$T/cycle/y.d"
printf '#pragma D depends_on library nothere.d\n' > "$T/missing/x.d"
printf 'BEGIN\n{\n\tno_such_action();\n}\n' > "$T/bad/f.d"
cd "$T"
"$D" -q -L ok -n 'BEGIN { printf("%d\n", top); exit(0); }' 2>&1; echo "status $?"
"$D" -q -x libdir=ok -L skip -n 'BEGIN { printf("%d\n", top); exit(0); }' 2>&1; echo "status $?"
"$D" -L skip -e 2>&1; echo "status $?"
"$D" -L cycle -e -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -L missing -e -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
"$D" -x libdir=bad -e -n 'BEGIN { exit(0); }' 2>&1; echo "status $?"
printf '#pragma D depends_on library base.d\nBEGIN { exit(0); }\n' > main.d
"$D" -e -s main.d 2>&1; echo "status $?"
cd /
rm -rf "$T"
