/* an inline's value must match its declared type */
inline int N = "text";
