BEGIN { i = 0; }
BEGIN { i++; } BEGIN { i++; } BEGIN { i++; } BEGIN { i++; }
dtrace:::BEGIN, dtrace:::END { trace(i); }
dtrace::: END { trace(probename); }
:::BEGIN { exit(i & 0xff); }
