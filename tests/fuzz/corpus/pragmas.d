#pragma D option quiet
#pragma D option strsize=32
#pragma D option bufsize=8m
#pragma D option switchrate=10hz
#pragma D option defaultargs
#pragma D attributes Evolving/Evolving/Common provider syscall
#pragma ident "whatever"
BEGIN { s = "long string that is longer than thirty two bytes"; trace(s); trace($1); }
