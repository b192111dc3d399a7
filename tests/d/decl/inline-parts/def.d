/* an inline that the next script (inline-across.d) uses */
inline int across = 41;
