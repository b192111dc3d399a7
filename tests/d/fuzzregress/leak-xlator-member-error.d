struct o { int a; };
translator struct o < int v > { a = nosuchvar; };
