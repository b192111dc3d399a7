BEGIN { @a[1] = count(); @a["x", 2] = count(); }
