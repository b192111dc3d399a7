# dtrace -l: the header, then each description's probes; one that matches
# nothing is reported ("failed to match") and the others are still listed,
# and the status stays 0.  A description that is not valid, or an operand
# the descriptions do not use, fails before the header, with status 1.
"$1" -l -f nosuchfunc; echo "status $?"
"$1" -l -n BEGIN -n nosuch -P nosuchprov -n END; echo "status $?"
"$1" -l -n 'dtrace:::BEGIN { trace(1); }'; echo "status $?"
"$1" -l -n 'ERROR /arg0 == 0/'; echo "status $?"
"$1" -l -m a:b:c; echo "status $?"
"$1" -l -n BEGIN extra; echo "status $?"
