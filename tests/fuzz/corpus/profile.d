profile:::tick-1s { trace(1); }
tick-100ms { @t = count(); }
profile-97hz { @p[cpu] = count(); }
tick-5sec /n++ > 2/ { exit(0); }
