/*
 * dt_cpp.c: running the C preprocessor over a D program (dtrace -C).
 *
 * As DTrace does, the system's cpp(1) (or -x cpppath's program)
 * preprocesses the text; its line markers ("# 12 \"x.d\"") keep error
 * messages on the user's lines (the lexer reads them).  -D, -U and -I
 * arguments are passed through, -H makes cpp list included files on
 * stderr, -x stdc picks the C mode (a and t: the default, c: strict ISO
 * C, s: K&R C, traditional cpp without __STDC__).  The program's text goes to cpp's standard
 * input, named /dev/stdin as DTrace names it in cpp's messages (which
 * have no column, as DTrace's), and the output is read back; cpp's own
 * diagnostics go to stderr, and a failure is DTrace's compile error
 * "Preprocessor failed to process input program".
 *
 * __GNUC__ is undefined, as Oracle's DTrace does: system headers then give
 * plain C (no __attribute__, __extension__ or __asm__), whose declarations
 * D reads; their "static inline" functions are accepted and skipped by the
 * parser.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "dt_impl.h"
#include "dt_front.h"

extern char **environ;

char *
dt_cpp(dtrace_hdl_t *dtp, const char *src, size_t len, const char *name)
{
	int in[2] = { -1, -1 }, out[2], status;
	char **argv = dt_zalloc((dtp->cppargc + 12) * sizeof(char *));
	const char *path = dtp->cpppath != NULL ? dtp->cpppath : "cpp";
	const char *base = strrchr(path, '/') != NULL ? strrchr(path, '/') + 1 : path;
	int argc = 0;
	posix_spawn_file_actions_t fa;
	pid_t pid;
	size_t cap = len + 4096, n = 0, off = 0;
	char *buf = dt_zalloc(cap + 1);
	struct sigaction ign = { .sa_handler = SIG_IGN }, old;

	argv[argc++] = (char *)base;
	argv[argc++] = "-D__SUNW_D=1";
	argv[argc++] = "-D__SUNW_D_VERSION=0x01010d00";	/* D 1.13 */
	argv[argc++] = "-D__dtrace_linux__=1";
	argv[argc++] = "-U__GNUC__";
	if (dtp->cpphdrs)
		argv[argc++] = "-H";
	for (int i = 0; i < dtp->cppargc; i++)
		argv[argc++] = dtp->cppargv[i];
	if (dtp->stdc == 1)
		argv[argc++] = "-std=c99";
	else if (dtp->stdc == 2)
		argv[argc++] = "-traditional-cpp";	/* no __STDC__, as K&R C */
	argv[argc++] = "-fno-show-column";
	argv[argc++] = "/dev/stdin";
	argv[argc] = NULL;

	if (pipe2(in, O_CLOEXEC) != 0 || pipe2(out, O_CLOEXEC) != 0) {
		int err = errno;

		if (in[0] >= 0) {	/* the second pipe failed: close the first */
			close(in[0]);
			close(in[1]);
		}
		free(argv);
		free(buf);
		dt_set_err(dtp, D_UNKNOWN, "cannot run the preprocessor: %s", strerror(err));
		return NULL;
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, in[0], 0);
	posix_spawn_file_actions_adddup2(&fa, out[1], 1);
	if ((strchr(path, '/') != NULL ? posix_spawn(&pid, path, &fa, NULL, argv, environ) :
	    posix_spawnp(&pid, path, &fa, NULL, argv, environ)) != 0) {
		posix_spawn_file_actions_destroy(&fa);
		close(in[0]); close(in[1]); close(out[0]); close(out[1]);
		free(argv);
		free(buf);
		dt_set_err(dtp, D_UNKNOWN, "cannot run the preprocessor %s: %s", path, strerror(errno));
		return NULL;
	}
	posix_spawn_file_actions_destroy(&fa);
	free(argv);
	close(in[0]);
	close(out[1]);
	sigaction(SIGPIPE, &ign, &old);
	/* write the source and read the result without deadlocking */
	for (;;) {
		struct pollfd pf[2] = { { out[0], POLLIN, 0 }, { in[1], POLLOUT, 0 } };
		int np = off < len ? 2 : 1;

		if (off >= len && in[1] >= 0) {
			close(in[1]);
			in[1] = -1;
		}
		if (poll(pf, np, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (np == 2 && (pf[1].revents & (POLLOUT | POLLERR | POLLHUP))) {
			ssize_t w = write(in[1], src + off, len - off);

			if (w < 0) {
				off = len;	/* cpp went away; its status tells */
			} else {
				off += w;
			}
		}
		if (pf[0].revents & (POLLIN | POLLHUP | POLLERR)) {
			ssize_t r;

			if (n == cap)
				buf = dt_realloc(buf, (cap *= 2) + 1);
			r = read(out[0], buf + n, cap - n);
			if (r <= 0)
				break;
			n += r;
		}
	}
	if (in[1] >= 0)
		close(in[1]);
	close(out[0]);
	sigaction(SIGPIPE, &old, NULL);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		free(buf);
		(void)name;
		dt_set_err(dtp, D_UNKNOWN, "Preprocessor failed to process input program");
		return NULL;
	}
	buf[n] = '\0';
	return buf;
}
