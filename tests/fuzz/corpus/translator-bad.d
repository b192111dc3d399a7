struct out { int x; };
translator struct out < int v > { x = v; y = 1; };
BEGIN { trace(xlate<struct out *>("str")->x); trace(xlate<struct nope>(1).x); }
