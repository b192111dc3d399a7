BEGIN { n = 2; }
BEGIN /n > 1 && n != 7 || !n/ { trace(n); }
BEGIN /0/ { trace("no"); }
