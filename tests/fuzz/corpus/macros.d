#pragma D option defaultargs
BEGIN /$pid != 0 && $ppid && $uid >= 0/ { trace($0); trace($$0); trace($1 + 0); }
tick-$2s { exit(0); }
