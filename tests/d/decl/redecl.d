/* a type and an enumerator may be declared once */
enum e { A, B };
enum f { C, A };
