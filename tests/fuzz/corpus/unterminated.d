BEGIN { trace("never closed); }
/* and a comment that does not end
