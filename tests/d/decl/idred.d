/* a global declared twice with different types */
int x;
string x;
