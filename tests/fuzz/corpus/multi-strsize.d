BEGIN { s = "x"; }
---
#pragma D option strsize=64
BEGIN { trace(s); }
