/* block */ BEGIN // line comment
/* pred */ /1/ /* body */ { /* x */ trace(1 /* y */ / /* z */ 1); }
