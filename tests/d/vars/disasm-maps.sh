# dtrace -S names the maps the code loads, the library's (dt_mstate,
# dt_globals, an aggregation's and a dynamic variable's) and a provider's
# (tick's dt_ticks), not by number
D=$1
"$D" -S -e -n 'tick-1s { @ = count(); x[1] = 1; printf("%d", x[1]); }' 2>&1 |
    grep -oE '= map [a-z_0-9]+( \+ [0-9]+)?' | sort -u
