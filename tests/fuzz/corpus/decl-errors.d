struct s { char c : 9; };
enum e { A, A };
int v;
string v;
inline int BAD = "text";
void nothing;
