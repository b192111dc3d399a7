/* D_SYNTAX: a body without its opening brace */
BEGIN,
END
	trace(1);
}
