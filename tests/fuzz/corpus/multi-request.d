#pragma D option quiet
BEGIN { n = 1; }
---
BEGIN { trace(n); }
---
END { printf("%d\n", n); }
