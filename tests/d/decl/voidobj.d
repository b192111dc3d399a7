/* a variable cannot be void */
void nothing;
BEGIN { exit(0); }
