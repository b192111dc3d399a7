int counter;
string label;
unsigned char flags;
inline int TWICE = 2 * 21;
inline string NAME = "seed";
BEGIN { counter = TWICE; label = NAME; flags = 0x81; trace(counter + flags); trace(label); }
