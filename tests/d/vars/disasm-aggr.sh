# dtrace -S names the struct values of dynamic variables that the code
# takes the address of, and the paths for missing elements
D=$1
"$D" -S -e -n 'struct foo { int x; }; self struct foo s; struct foo a[int];
    BEGIN { self->s.x = 1; trace(a[1].x); a[2] = self->s; }' 2>&1 |
    grep -oE '&[a-z>-]+(\[ \])?( \(created if missing\))?|missing: [][a-z >-]+|no room: .*|(self->s|a) key' | sort | uniq -c
