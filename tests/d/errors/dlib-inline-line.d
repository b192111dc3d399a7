/*
 * An error met while compiling a D library array inline (here, too many
 * string temporaries at strsize 4096, in tcp_state_string[]) names the
 * line of the program's use of it, not a line of the library.
 */
#pragma D option strsize=4096

BEGIN
{
	trace(strlen(tcp_state_string[1]) + strlen(tcp_state_string[2]) +
	    strlen(tcp_state_string[3]) + strlen(tcp_state_string[4]) +
	    strlen(tcp_state_string[5]) + strlen(tcp_state_string[6]) +
	    strlen(tcp_state_string[7]) + strlen(tcp_state_string[8]));
}
