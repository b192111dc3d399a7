/* a bit-field cannot be wider than its type */
struct s {
	char c : 9;
};
