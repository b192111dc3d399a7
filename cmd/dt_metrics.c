/*
 * dt_metrics.c: dtrace -x metrics=ADDR:PORT, the program's aggregations
 * served to Prometheus (and any OpenMetrics scraper) while tracing.
 *
 * Threads.  libdtrace is used from one thread only, the one that calls
 * dtrace_work().  The threads started here do all the network I/O: a
 * server thread accepts connections and gives each a thread of its own
 * (16 at most; more are answered 503), which reads the request and for
 * GET /metrics asks the main thread for a snapshot: it counts the request
 * (asked), wakes the main thread with a signal (DT_METRICS_SIGNAL, whose
 * handler does nothing: it only makes the poll inside dtrace_work()
 * return early, as signals interrupt poll(2) and epoll_wait(2) whatever
 * SA_RESTART says, while SA_RESTART lets every other call of the main
 * thread go on), and waits.  After each dtrace_work() the main thread
 * calls dt_metrics_serve(), which sees the request, walks the aggregations
 * (dtrace_aggregate_walk()), writes the whole exposition into a buffer,
 * publishes it (made) and wakes the connections waiting, which send it.
 * One snapshot (shared, counted) answers every request counted before it
 * was made.
 * A signal that arrives just before the main thread starts waiting is not
 * lost for long: dtrace_work() returns at every switchrate anyway.  The
 * threads started here block every signal; the main thread keeps its own
 * (SIGINT ends tracing as before).  Each connection has a deadline for
 * its request (5 s) and for taking the answer (10 s): a client that
 * stalls holds its own thread, never another's nor tracing.  When tracing
 * ends the command closes the server (dt_metrics_close()): connections
 * waiting for a snapshot are answered 503, those reading or writing shut
 * down, the threads joined or waited for, the sockets closed.
 *
 * HTTP: HTTP/1.1, one request per connection (Connection: close, with
 * Content-Length).  GET or HEAD of /metrics (a query string is ignored)
 * answers 200 with the exposition; another path 404, another method 405,
 * a request that is not HTTP 400.
 *
 * The exposition (OpenMetrics 1.0 text, Content-Type
 * "application/openmetrics-text; version=1.0.0; charset=utf-8"): one
 * metric family per aggregation that has rows, named "dtrace_" and the
 * aggregation's name ("dtrace_aggregation" for the anonymous @), with
 * "# TYPE" and "# HELP" lines, then one metric per row (key), its keys as
 * labels key0, key1, ... (integers in decimal, strings and symbols as
 * printed, stacks as their frames as printed joined by ';', root first as
 * in folded stacks; label values escaped: \\, \" and \n, and a byte that
 * is not UTF-8 as the text \xNN), and "# EOF" at the end.  count() and
 * sum() are counters (NAME_total), min(), max(), avg() and stddev() gauges
 * (their values as dtrace prints them: integers), quantize(), lquantize()
 * and llquantize() histograms: NAME_bucket with le, cumulative, one per
 * bucket of the aggregation's whole layout (the same buckets every time
 * and on every machine, as Prometheus needs to add them up), le being the
 * bucket's inclusive upper bound in OpenMetrics' canonical form (Go's %g:
 * "7.0", "1.048575e+06") and "+Inf" for the last.  A histogram has no
 * _sum (D's histograms keep none) and so no _count either (OpenMetrics
 * has _count exactly when _sum is there): the +Inf bucket is the count.
 * A family's metrics are in the order of their labels' text (the same
 * from one scrape to the next).  Rows whose keys print the same (ustack()
 * or ufunc() keys of several processes) are one metric, merged as the
 * function merges values: added (count, sum, buckets), the least or the
 * greatest (min, max), avg from the counts and sums, stddev from each
 * row's value, count and sum (approximately: the values are integers).
 * An aggregation whose metric names could clash with an earlier one's
 * (@x = count() and @x_total = max(): both give dtrace_x_total) is left
 * out, with a warning on stderr once.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include "dt_metrics.h"

#define DT_METRICS_SIGNAL	SIGRTMIN
#define MAXLISTEN	8	/* sockets: the addresses ADDR resolves to */
#define REQMAX		8192	/* the request's head, at most */
#define REQ_TIMEOUT	5	/* seconds to read the request */
#define SEND_TIMEOUT	10	/* seconds to send the answer */
#define MAXCONN		16	/* connections served at once */

#define CONTENT_TYPE	"application/openmetrics-text; version=1.0.0; charset=utf-8"

/* an exposition (or, not ok, an error's text), shared by the connections */
typedef struct snap {
	int refs;		/* under the lock: the server's, each connection's */
	int ok;
	size_t len;
	char text[];
} snap_t;

typedef struct conn {
	int fd;			/* -1: a free slot */
	int waiting;		/* for a snapshot: answered 503 when stopping */
} conn_t;

struct dt_metrics {
	struct addrinfo *ai;	/* what ADDR:PORT resolves to */
	int lfd[MAXLISTEN], nlfd;
	int anyport;		/* PORT was 0: the kernel picked it */
	char where[MAXLISTEN][INET6_ADDRSTRLEN + 16];	/* "127.0.0.1:9100", "[::1]:9100" */
	int stop[2];		/* a pipe: written to end the server thread */
	pthread_t thread, main;
	int running;
	pthread_mutex_t lock;	/* the fields below, between the threads */
	pthread_cond_t cond;	/* a snapshot made, or stopping */
	pthread_cond_t idle;	/* no connection left */
	unsigned long asked;	/* snapshots asked for by the connections */
	unsigned long made;	/* snapshots made by the main thread */
	snap_t *snap;		/* the last one */
	conn_t conns[MAXCONN];
	int nconn;		/* connections being served (their threads) */
	int stopping;
	/* the main thread's alone */
	char **warned;		/* aggregations left out, said once */
	int nwarned;
	int walkfailed;
};

/* ---- the address ---- */

dt_metrics_t *
dt_metrics_open(const char *spec, char *err, size_t errlen)
{
	static const char form[] = "expected ADDR:PORT ([ADDR]:PORT for an IPv6 address, "
	    ":PORT for every address)";
	struct addrinfo hints = { .ai_flags = AI_PASSIVE | AI_NUMERICSERV,
	    .ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM };
	char host[256];
	const char *port, *end;
	dt_metrics_t *m;
	size_t hl;
	int r;

	if (spec == NULL || *spec == '\0') {
		snprintf(err, errlen, "%s", form);
		return NULL;
	}
	if (spec[0] == '[') {
		if ((end = strchr(spec, ']')) == NULL || end[1] != ':') {
			snprintf(err, errlen, "%s", form);
			return NULL;
		}
		hl = (size_t)(end - spec - 1);
		spec++;
		port = end + 2;
	} else {
		if ((end = strrchr(spec, ':')) == NULL) {
			snprintf(err, errlen, "%s", form);
			return NULL;
		}
		hl = (size_t)(end - spec);
		port = end + 1;
		if (memchr(spec, ':', hl) != NULL) {
			snprintf(err, errlen, "an IPv6 address goes in brackets: [ADDR]:PORT");
			return NULL;
		}
	}
	if (hl >= sizeof(host)) {
		snprintf(err, errlen, "address too long");
		return NULL;
	}
	memcpy(host, spec, hl);
	host[hl] = '\0';
	if (strspn(port, "0123456789") != strlen(port) || *port == '\0' || strlen(port) > 5 ||
	    atoi(port) > 65535) {
		snprintf(err, errlen, "invalid port '%s': a number from 0 to 65535", port);
		return NULL;
	}
	if ((m = calloc(1, sizeof(*m))) == NULL) {
		snprintf(err, errlen, "%s", strerror(ENOMEM));
		return NULL;
	}
	if ((r = getaddrinfo(hl > 0 ? host : NULL, port, &hints, &m->ai)) != 0) {
		snprintf(err, errlen, "%s: %s", host, r == EAI_SYSTEM ? strerror(errno) :
		    gai_strerror(r));
		free(m);
		return NULL;
	}
	m->stop[0] = m->stop[1] = -1;
	for (int i = 0; i < MAXCONN; i++)
		m->conns[i].fd = -1;
	m->anyport = atoi(port) == 0;
	pthread_mutex_init(&m->lock, NULL);
	pthread_cond_init(&m->cond, NULL);
	pthread_cond_init(&m->idle, NULL);
	return m;
}

static void
where(const struct sockaddr *sa, char *buf, size_t len)
{
	char a[INET6_ADDRSTRLEN] = "?";

	if (sa->sa_family == AF_INET6) {
		const struct sockaddr_in6 *s6 = (const struct sockaddr_in6 *)sa;

		inet_ntop(AF_INET6, &s6->sin6_addr, a, sizeof(a));
		snprintf(buf, len, "[%s]:%u", a, ntohs(s6->sin6_port));
	} else {
		const struct sockaddr_in *s4 = (const struct sockaddr_in *)sa;

		inet_ntop(AF_INET, &s4->sin_addr, a, sizeof(a));
		snprintf(buf, len, "%s:%u", a, ntohs(s4->sin_port));
	}
}

static void
setport(struct sockaddr *sa, in_port_t port)
{
	if (sa->sa_family == AF_INET6)
		((struct sockaddr_in6 *)sa)->sin6_port = port;
	else
		((struct sockaddr_in *)sa)->sin_port = port;
}

/*
 * A socket for each address ADDR gave (a name may give several, :PORT gives
 * 0.0.0.0 and ::), all on one port (port 0: the first one's, which the
 * kernel picks).  An address of a family this machine lacks is skipped when
 * another one binds; any other failure (the port in use) fails.
 */
int
dt_metrics_listen(dt_metrics_t *m, char *err, size_t errlen)
{
	in_port_t port = 0;
	int lasterr = 0;
	char last[sizeof(m->where[0])] = "";

	for (struct addrinfo *ai = m->ai; ai != NULL && m->nlfd < MAXLISTEN; ai = ai->ai_next) {
		struct sockaddr_storage ss;
		socklen_t sl = sizeof(ss);
		int fd, one = 1;

		if (ai->ai_family != AF_INET && ai->ai_family != AF_INET6)
			continue;
		if (port != 0)
			setport(ai->ai_addr, port);
		where(ai->ai_addr, last, sizeof(last));
		fd = socket(ai->ai_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
		if (fd < 0) {
			if (errno == EAFNOSUPPORT)
				continue;
			goto fail;
		}
		setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
		if (ai->ai_family == AF_INET6)
			setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &one, sizeof(one));
		if (bind(fd, ai->ai_addr, ai->ai_addrlen) != 0 || listen(fd, 64) != 0 ||
		    getsockname(fd, (struct sockaddr *)&ss, &sl) != 0) {
			int e = errno;

			close(fd);
			errno = e;
			if (e == EADDRNOTAVAIL || e == EAFNOSUPPORT) {
				lasterr = e;
				continue;
			}
			goto fail;
		}
		port = ss.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&ss)->sin6_port :
		    ((struct sockaddr_in *)&ss)->sin_port;
		where((struct sockaddr *)&ss, m->where[m->nlfd], sizeof(m->where[0]));
		m->lfd[m->nlfd++] = fd;
	}
	if (m->nlfd > 0)
		return 0;
	errno = lasterr != 0 ? lasterr : EADDRNOTAVAIL;
fail:
	snprintf(err, errlen, "cannot listen on %s: %s", last[0] ? last : "it", strerror(errno));
	return -1;
}

/* quiet: none, unless the kernel picked the port (where else to learn it?) */
void
dt_metrics_notice(dt_metrics_t *m, FILE *fp, int quiet)
{
	for (int i = 0; m != NULL && (!quiet || m->anyport) && i < m->nlfd; i++)
		fprintf(fp, "dtrace: serving metrics on http://%s/metrics\n", m->where[i]);
}

/* ---- the server thread and the connections' ---- */

static int
sendall(int fd, const char *p, size_t n)
{
	while (n > 0) {
		ssize_t w = send(fd, p, n, MSG_NOSIGNAL);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

static void
respond(int fd, const char *status, const char *ctype, const char *extra, const char *body,
    size_t len, int head)
{
	char h[512];
	int n = snprintf(h, sizeof(h), "HTTP/1.1 %s\r\nContent-Type: %s\r\nContent-Length: %zu\r\n"
	    "%sConnection: close\r\n\r\n", status, ctype, len, extra);

	if (sendall(fd, h, (size_t)n) == 0 && !head)
		(void)sendall(fd, body, len);
}

static void
respond_text(int fd, const char *status, const char *extra, const char *text, int head)
{
	respond(fd, status, "text/plain; charset=utf-8", extra, text, strlen(text), head);
}

static void
wake(int sig)
{
	(void)sig;
}

static void
snap_put(dt_metrics_t *m, snap_t *s)
{
	pthread_mutex_lock(&m->lock);
	if (--s->refs == 0)
		free(s);
	pthread_mutex_unlock(&m->lock);
}

/*
 * The exposition, from the main thread: a snapshot made after this call
 * began, held until snap_put(); NULL when the server is stopping (*ended)
 * or there was no memory for one.
 */
static snap_t *
snapshot(dt_metrics_t *m, int slot, int *ended)
{
	unsigned long ticket;
	snap_t *s = NULL;

	pthread_mutex_lock(&m->lock);
	ticket = ++m->asked;
	m->conns[slot].waiting = 1;
	pthread_kill(m->main, DT_METRICS_SIGNAL);
	while (m->made < ticket && !m->stopping)
		pthread_cond_wait(&m->cond, &m->lock);
	m->conns[slot].waiting = 0;
	*ended = m->stopping;
	if (!m->stopping && (s = m->snap) != NULL)
		s->refs++;
	pthread_mutex_unlock(&m->lock);
	return s;
}

/* one connection: read the request's head and answer it */
static void
serve_conn(dt_metrics_t *m, int slot, int fd)
{
	struct timeval rt = { .tv_sec = REQ_TIMEOUT }, st = { .tv_sec = SEND_TIMEOUT };
	char req[REQMAX + 1], *sp1, *sp2, *eol;
	size_t n = 0;
	int head;

	setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &rt, sizeof(rt));
	setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &st, sizeof(st));
	for (;;) {
		ssize_t r = recv(fd, req + n, REQMAX - n, 0);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return;		/* gone, or too slow: no answer */
		n += (size_t)r;
		req[n] = '\0';
		if (strstr(req, "\r\n\r\n") != NULL || strstr(req, "\n\n") != NULL)
			break;
		if (n == REQMAX) {
			respond_text(fd, "431 Request Header Fields Too Large", "",
			    "request too large\n", 0);
			return;
		}
	}
	/* the request line: METHOD SP TARGET SP HTTP/1.x */
	eol = req + strcspn(req, "\r\n");
	*eol = '\0';
	sp1 = strchr(req, ' ');
	sp2 = sp1 != NULL ? strchr(sp1 + 1, ' ') : NULL;
	if (sp1 == NULL || sp2 == NULL || strncmp(sp2 + 1, "HTTP/1.", 7) != 0) {
		respond_text(fd, "400 Bad Request", "", "bad request\n", 0);
		return;
	}
	*sp1 = *sp2 = '\0';
	head = strcmp(req, "HEAD") == 0;
	if (!head && strcmp(req, "GET") != 0) {
		respond_text(fd, "405 Method Not Allowed", "Allow: GET, HEAD\r\n",
		    "method not allowed\n", 0);
		return;
	}
	sp1[1 + strcspn(sp1 + 1, "?")] = '\0';
	if (strcmp(sp1 + 1, "/metrics") != 0) {
		respond_text(fd, "404 Not Found", "", "not found: try /metrics\n", head);
	} else {
		int ended = 0;
		snap_t *s = snapshot(m, slot, &ended);

		if (s == NULL && ended)
			respond_text(fd, "503 Service Unavailable", "", "tracing has ended\n", head);
		else if (s == NULL)
			respond_text(fd, "500 Internal Server Error", "", "out of memory\n", head);
		else if (!s->ok)
			respond(fd, "500 Internal Server Error", "text/plain; charset=utf-8", "",
			    s->text, s->len, head);
		else
			respond(fd, "200 OK", CONTENT_TYPE, "", s->text, s->len, head);
		if (s != NULL)
			snap_put(m, s);
	}
}

typedef struct handler_arg {
	dt_metrics_t *m;
	int slot;
} handler_arg_t;

/* a connection done with: its slot free again (the last one wakes a close), its socket closed */
static void
release(dt_metrics_t *m, int slot, int fd)
{
	pthread_mutex_lock(&m->lock);
	m->conns[slot].fd = -1;
	if (--m->nconn == 0)
		pthread_cond_broadcast(&m->idle);
	pthread_mutex_unlock(&m->lock);
	close(fd);
}

/* a connection's thread: serves it, closes it, frees its slot */
static void *
handler(void *arg)
{
	handler_arg_t *h = arg;
	dt_metrics_t *m = h->m;
	int slot = h->slot, fd = m->conns[slot].fd, stopping;

	free(h);
	serve_conn(m, slot, fd);
	/* the answer sent: say we are done and, unless tracing has ended,
	 * wait (a little) for the client to close, so that nothing resets it */
	shutdown(fd, SHUT_WR);
	pthread_mutex_lock(&m->lock);
	stopping = m->stopping;
	pthread_mutex_unlock(&m->lock);
	if (!stopping) {
		struct timeval t = { .tv_sec = 1 };
		char junk[512];

		setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &t, sizeof(t));
		while (recv(fd, junk, sizeof(junk), 0) > 0)
			;
	}
	release(m, slot, fd);
	return NULL;
}

/* a connection accepted: a slot and a thread for it (503 when all are taken) */
static void
take(dt_metrics_t *m, int fd)
{
	pthread_attr_t attr;
	pthread_t t;
	handler_arg_t *h;
	int slot = -1;

	pthread_mutex_lock(&m->lock);
	for (int i = 0; i < MAXCONN && slot < 0 && !m->stopping; i++)
		if (m->conns[i].fd < 0)
			slot = i;
	if (slot >= 0) {
		m->conns[slot].fd = fd;
		m->conns[slot].waiting = 0;
		m->nconn++;
	}
	pthread_mutex_unlock(&m->lock);
	if (slot < 0) {
		struct timeval st = { .tv_sec = 1 };

		setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &st, sizeof(st));
		respond_text(fd, "503 Service Unavailable", "", "too many connections\n", 0);
		close(fd);
		return;
	}
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	if ((h = malloc(sizeof(*h))) == NULL ||
	    (h->m = m, h->slot = slot, pthread_create(&t, &attr, handler, h)) != 0) {
		free(h);
		release(m, slot, fd);
	}
	pthread_attr_destroy(&attr);
}

/* the server thread: accepts connections until the stop pipe is written */
static void *
server(void *arg)
{
	dt_metrics_t *m = arg;
	struct pollfd pfd[MAXLISTEN + 1];

	for (;;) {
		int n = 0;

		pfd[n].fd = m->stop[0];
		pfd[n++].events = POLLIN;
		for (int i = 0; i < m->nlfd; i++) {
			pfd[n].fd = m->lfd[i];
			pfd[n++].events = POLLIN;
		}
		if (poll(pfd, n, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (pfd[0].revents != 0)
			break;
		for (int i = 1; i < n; i++) {
			int fd;

			if (!(pfd[i].revents & POLLIN))
				continue;
			if ((fd = accept4(pfd[i].fd, NULL, NULL, SOCK_CLOEXEC)) >= 0) {
				take(m, fd);
			} else if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS ||
			    errno == ENOMEM) {
				struct timespec ts = { 0, 100000000 };

				nanosleep(&ts, NULL);	/* no descriptor: later */
			}
		}
	}
	return NULL;
}

int
dt_metrics_start(dt_metrics_t *m, char *err, size_t errlen)
{
	struct sigaction sa = { .sa_handler = wake, .sa_flags = SA_RESTART };
	sigset_t all, old;
	int r;

	if (pipe2(m->stop, O_CLOEXEC) != 0) {
		snprintf(err, errlen, "%s", strerror(errno));
		return -1;
	}
	sigemptyset(&sa.sa_mask);
	sigaction(DT_METRICS_SIGNAL, &sa, NULL);
	m->main = pthread_self();
	sigfillset(&all);
	/* the server thread and the connections' take no signal */
	pthread_sigmask(SIG_SETMASK, &all, &old);
	r = pthread_create(&m->thread, NULL, server, m);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (r != 0) {
		snprintf(err, errlen, "%s", strerror(r));
		return -1;
	}
	m->running = 1;
	return 0;
}

/*
 * Tracing has ended: the connections waiting for a snapshot are answered
 * 503, those reading or writing are shut down; the server thread is
 * joined, and the connections' threads waited for.
 */
void
dt_metrics_close(dt_metrics_t *m)
{
	if (m == NULL)
		return;
	if (m->running) {
		pthread_mutex_lock(&m->lock);
		m->stopping = 1;
		for (int i = 0; i < MAXCONN; i++)
			if (m->conns[i].fd >= 0 && !m->conns[i].waiting)
				shutdown(m->conns[i].fd, SHUT_RDWR);
		pthread_cond_broadcast(&m->cond);
		pthread_mutex_unlock(&m->lock);
		(void)!write(m->stop[1], "", 1);
		pthread_join(m->thread, NULL);
		pthread_mutex_lock(&m->lock);
		while (m->nconn > 0)
			pthread_cond_wait(&m->idle, &m->lock);
		pthread_mutex_unlock(&m->lock);
	}
	for (int i = 0; i < m->nlfd; i++)
		close(m->lfd[i]);
	for (int i = 0; i < 2; i++)
		if (m->stop[i] >= 0)
			close(m->stop[i]);
	for (int i = 0; i < m->nwarned; i++)
		free(m->warned[i]);
	free(m->warned);
	free(m->snap);
	freeaddrinfo(m->ai);
	pthread_mutex_destroy(&m->lock);
	pthread_cond_destroy(&m->cond);
	pthread_cond_destroy(&m->idle);
	free(m);
}

/* ---- the exposition, made by the main thread ---- */

/*
 * One metric: the rows of an aggregation whose keys print the same (a
 * ustack() or ufunc() key of several processes) are one metric, their
 * values merged as the aggregating function merges values.
 */
typedef struct entry {
	char *labels;		/* key0="...",key1="..." escaped; "" without keys */
	size_t seq;		/* the first row's place in the walk */
	int rows;
	int64_t value;
	int64_t count, sum;	/* avg, stddev: how many values, their sum */
	long double wsum;	/* avg: value * count, summed (normalized rows) */
	long double sumsq;	/* stddev: the squares' sum, from value, count, sum */
	int plain;		/* avg: value is sum / count (not normalized) */
	int64_t *buckets;	/* histogram: each bucket's count, not cumulative */
} entry_t;

typedef struct family {
	char *dname;		/* the aggregation's name, "" for @ */
	char *mname;		/* the metric family's */
	const char *function;	/* as the walk names it (static) */
	const char *type;	/* "counter", "gauge", "histogram" */
	char (*le)[32];		/* histogram: each bucket's le, "" for one left out */
	int nbuckets;
	entry_t *ent;
	size_t nent, maxent;
	int clash;		/* the earlier family its names clash with, + 1 */
	char clashname[256];	/* the sample name both could have */
} family_t;

typedef struct expo {
	family_t *fam;
	int nfam, cur;
	size_t seq;
	int nomem;
} expo_t;

static const char *
mtype(const char *fn)
{
	if (strcmp(fn, "count") == 0 || strcmp(fn, "sum") == 0)
		return "counter";
	if (strstr(fn, "quantize") != NULL)
		return "histogram";
	return "gauge";
}

/* the length of the valid UTF-8 sequence at p (n bytes left), 0 if none */
static size_t
utf8len(const unsigned char *p, size_t n)
{
	size_t len;
	uint32_t c;

	if (p[0] < 0x80)
		return 1;
	if (p[0] >= 0xc2 && p[0] <= 0xdf)
		len = 2, c = p[0] & 0x1f;
	else if (p[0] >= 0xe0 && p[0] <= 0xef)
		len = 3, c = p[0] & 0x0f;
	else if (p[0] >= 0xf0 && p[0] <= 0xf4)
		len = 4, c = p[0] & 0x07;
	else
		return 0;
	if (n < len)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (p[i] & 0x3f);
	}
	if ((len == 3 && (c < 0x800 || (c >= 0xd800 && c <= 0xdfff))) ||
	    (len == 4 && (c < 0x10000 || c > 0x10ffff)))
		return 0;
	return len;
}

/* a label value (quote) or HELP text, escaped; a byte not UTF-8 as \xNN */
static void
escaped(FILE *fp, const char *s, size_t n, int quote)
{
	const unsigned char *p = (const unsigned char *)s;

	for (size_t i = 0; i < n;) {
		size_t l = utf8len(p + i, n - i);

		if (l == 0) {
			fprintf(fp, "\\\\x%02x", p[i++]);
			continue;
		}
		if (p[i] == '\\')
			fputs("\\\\", fp);
		else if (p[i] == '\n')
			fputs("\\n", fp);
		else if (p[i] == '"' && quote)
			fputs("\\\"", fp);
		else
			fwrite(p + i, 1, l, fp);
		i += l;
	}
}

/* a key as text (a stack: its frames root first, joined by ';') */
static void
keytext(FILE *fp, const dtrace_recdata_t *k)
{
	switch (k->type) {
	case DTRACE_REC_INT:
		if (k->is_signed)
			fprintf(fp, "%lld", (long long)k->value);
		else
			fprintf(fp, "%llu", (unsigned long long)k->value);
		break;
	case DTRACE_REC_STRING:
	case DTRACE_REC_SYMBOL:
		if (k->str != NULL)
			fputs(k->str, fp);
		break;
	case DTRACE_REC_STACK:
		for (int i = k->nframes - 1; i >= 0; i--)
			fprintf(fp, "%s%s", k->frames[i].text, i > 0 ? ";" : "");
		break;
	default:
		for (int i = 0; k->bytes != NULL && i < k->size; i++)
			fprintf(fp, "%02x", k->bytes[i]);
		break;
	}
}

/* a row's keys as labels, key0="...",key1="...": malloc'd, NULL if no memory */
static char *
labels(const dtrace_aggdata_t *ad)
{
	char *s = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&s, &len);

	if (fp == NULL)
		return NULL;
	for (int i = 0; i < ad->nkeys; i++) {
		char *t = NULL;
		size_t tl = 0;
		FILE *kf = open_memstream(&t, &tl);

		if (kf == NULL || (keytext(kf, &ad->keys[i]), fclose(kf)) != 0) {
			fclose(fp);
			free(s);
			return NULL;
		}
		fprintf(fp, "%skey%d=\"", i > 0 ? "," : "", i);
		escaped(fp, t, tl, 1);
		fputc('"', fp);
		free(t);
	}
	if (fclose(fp) != 0) {
		free(s);
		return NULL;
	}
	return s;
}

/*
 * An upper bound as OpenMetrics' canonical numbers have it (Go's shortest
 * %g of the float64, with ".0" when it has neither a point nor an
 * exponent): 0.0, 7.0, 999999.0, 1e+06, 1.048575e+06, -4.611686018427388e+18
 */
static void
canonical(int64_t v, char *buf, size_t len)
{
	double d = (double)v;

	if (v > -1000000 && v < 1000000) {
		snprintf(buf, len, "%lld.0", (long long)v);
		return;
	}
	for (int p = 0; p <= 17; p++) {
		snprintf(buf, len, "%.*e", p, d);
		if (strtod(buf, NULL) == d)
			return;
	}
}

/*
 * A histogram family's le values, from the layout: the last bucket's is
 * +Inf; of bounds that the float64 cannot tell apart only the higher one's
 * is kept ("" for the others, whose counts go into it)
 */
static int
histogram_les(family_t *f, const dtrace_aggdata_t *ad)
{
	f->nbuckets = ad->nallbuckets;
	if ((f->le = calloc(f->nbuckets > 0 ? f->nbuckets : 1, sizeof(*f->le))) == NULL)
		return -1;
	for (int i = 0; i < f->nbuckets; i++) {
		if (i == f->nbuckets - 1 || ad->allbuckets[i].max == INT64_MAX)
			snprintf(f->le[i], sizeof(f->le[i]), "+Inf");
		else
			canonical(ad->allbuckets[i].max, f->le[i], sizeof(f->le[i]));
		if (i > 0 && strcmp(f->le[i - 1], f->le[i]) == 0)
			f->le[i - 1][0] = '\0';
	}
	return 0;
}

static family_t *
family(expo_t *e, const dtrace_aggdata_t *ad)
{
	family_t *f;
	size_t n = strlen(ad->name);

	if (e->cur >= 0 && strcmp(e->fam[e->cur].dname, ad->name) == 0)
		return &e->fam[e->cur];
	for (e->cur = 0; e->cur < e->nfam; e->cur++)
		if (strcmp(e->fam[e->cur].dname, ad->name) == 0)
			return &e->fam[e->cur];
	if ((f = realloc(e->fam, (e->nfam + 1) * sizeof(*f))) == NULL)
		return NULL;
	e->fam = f;
	f = &e->fam[e->nfam];
	memset(f, 0, sizeof(*f));
	f->function = ad->function;
	f->type = mtype(ad->function);
	f->dname = strdup(ad->name);
	f->mname = malloc(n + sizeof("dtrace_aggregation"));
	if (f->dname == NULL || f->mname == NULL ||
	    (strcmp(f->type, "histogram") == 0 && histogram_les(f, ad) != 0)) {
		free(f->dname);
		free(f->mname);
		free(f->le);
		return NULL;
	}
	/* D's names are [A-Za-z_][A-Za-z0-9_]*; anything else would become '_' */
	if (n == 0) {
		strcpy(f->mname, "dtrace_aggregation");
	} else {
		strcpy(f->mname, "dtrace_");
		for (size_t i = 0; i < n; i++) {
			char c = ad->name[i];

			f->mname[7 + i] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
			    (c >= '0' && c <= '9') || c == '_' || c == ':' ? c : '_';
		}
		f->mname[7 + n] = '\0';
	}
	e->cur = e->nfam++;
	return f;
}

static int
row(dtrace_hdl_t *dtp, const dtrace_aggdata_t *ad, void *arg)
{
	expo_t *e = arg;
	family_t *f = family(e, ad);
	entry_t *x;

	(void)dtp;
	if (f == NULL)
		goto nomem;
	if (f->nent == f->maxent) {
		size_t n = f->maxent == 0 ? 16 : 2 * f->maxent;

		if ((x = realloc(f->ent, n * sizeof(*x))) == NULL)
			goto nomem;
		f->ent = x;
		f->maxent = n;
	}
	x = &f->ent[f->nent];
	memset(x, 0, sizeof(*x));
	if ((x->labels = labels(ad)) == NULL)
		goto nomem;
	if (f->le != NULL && (x->buckets = calloc(f->nbuckets > 0 ? f->nbuckets : 1,
	    sizeof(int64_t))) == NULL) {
		free(x->labels);
		goto nomem;
	}
	x->seq = e->seq++;
	x->rows = 1;
	x->value = ad->value;
	x->count = ad->count;
	x->sum = ad->sum;
	x->wsum = (long double)ad->value * ad->count;
	x->plain = ad->count != 0 && ad->value == ad->sum / ad->count;
	if (ad->count != 0 && strcmp(f->function, "stddev") == 0) {
		long double sd = (long double)(uint64_t)ad->value, mean = (long double)ad->sum /
		    ad->count;

		x->sumsq = ad->count * (sd * sd + mean * mean);
	}
	for (int i = 0; i < f->nbuckets && i < ad->nallbuckets; i++)
		x->buckets[i] = ad->allbuckets[i].count;
	f->nent++;
	return DTRACE_CONSUME_NEXT;
nomem:
	e->nomem = 1;
	return DTRACE_CONSUME_ABORT;
}

static int
entrycmp(const void *pa, const void *pb)
{
	const entry_t *a = pa, *b = pb;
	int c = strcmp(a->labels, b->labels);

	return c != 0 ? c : a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* b's rows into a's, as the function merges values */
static void
merge(const family_t *f, entry_t *a, const entry_t *b)
{
	const char *fn = f->function;

	a->rows += b->rows;
	if (strcmp(fn, "min") == 0)
		a->value = b->value < a->value ? b->value : a->value;
	else if (strcmp(fn, "max") == 0)
		a->value = b->value > a->value ? b->value : a->value;
	else
		a->value += b->value;	/* count, sum (avg, stddev: below) */
	a->count += b->count;
	a->sum += b->sum;
	a->wsum += b->wsum;
	a->sumsq += b->sumsq;
	a->plain = a->plain && b->plain;
	for (int i = 0; i < f->nbuckets; i++)
		a->buckets[i] += b->buckets[i];
}

/* a merged avg or stddev's value (one row's is as the walk gave it) */
static int64_t
merged_value(const family_t *f, const entry_t *x)
{
	if (x->rows == 1 || x->count == 0)
		return x->rows == 1 ? x->value : 0;
	if (strcmp(f->function, "avg") == 0)
		return x->plain ? x->sum / x->count : (int64_t)(x->wsum / x->count);
	if (strcmp(f->function, "stddev") == 0) {
		long double mean = (long double)x->sum / x->count, var = x->sumsq / x->count -
		    mean * mean;

		return (int64_t)(uint64_t)sqrtl(var > 0 ? var : 0);
	}
	return x->value;
}

static void
print_family(FILE *fp, family_t *f)
{
	size_t n = 0;

	qsort(f->ent, f->nent, sizeof(*f->ent), entrycmp);
	for (size_t i = 0; i < f->nent; i++) {
		if (n > 0 && strcmp(f->ent[n - 1].labels, f->ent[i].labels) == 0) {
			merge(f, &f->ent[n - 1], &f->ent[i]);
			free(f->ent[i].labels);
			free(f->ent[i].buckets);
		} else {
			f->ent[n++] = f->ent[i];
		}
	}
	f->nent = n;
	fprintf(fp, "# TYPE %s %s\n# HELP %s D aggregation @", f->mname, f->type, f->mname);
	escaped(fp, f->dname, strlen(f->dname), 0);
	fprintf(fp, " (%s)\n", f->function);
	for (size_t i = 0; i < f->nent; i++) {
		const entry_t *x = &f->ent[i];
		int64_t cum = 0;

		if (strcmp(f->type, "counter") == 0) {
			fprintf(fp, "%s_total%s%s%s %lld\n", f->mname, *x->labels ? "{" : "",
			    x->labels, *x->labels ? "}" : "", (long long)x->value);
			continue;
		}
		if (strcmp(f->type, "gauge") == 0) {
			int64_t v = merged_value(f, x);

			fprintf(fp, "%s%s%s%s ", f->mname, *x->labels ? "{" : "", x->labels,
			    *x->labels ? "}" : "");
			if (strcmp(f->function, "stddev") == 0)
				fprintf(fp, "%llu\n", (unsigned long long)v);
			else
				fprintf(fp, "%lld\n", (long long)v);
			continue;
		}
		for (int b = 0; b < f->nbuckets; b++) {
			cum += x->buckets[b];
			if (f->le[b][0] != '\0')
				fprintf(fp, "%s_bucket{%s%sle=\"%s\"} %lld\n", f->mname, x->labels,
				    *x->labels ? "," : "", f->le[b], (long long)cum);
		}
	}
}

/* the sample names family f could have, its own name first */
static int
samplenames(const family_t *f, char names[][256])
{
	static const char *const counter[] = { "", "_total", "_created", NULL };
	static const char *const hist[] = { "", "_bucket", "_count", "_sum", "_created", NULL };
	static const char *const gauge[] = { "", NULL };
	const char *const *sfx = strcmp(f->type, "counter") == 0 ? counter :
	    strcmp(f->type, "histogram") == 0 ? hist : gauge;
	int n = 0;

	for (; sfx[n] != NULL; n++)
		snprintf(names[n], 256, "%s%s", f->mname, sfx[n]);
	return n;
}

/* a family whose names meet an earlier one's is left out (OpenMetrics) */
static void
clashes(expo_t *e)
{
	for (int i = 0; i < e->nfam; i++) {
		char a[8][256];
		int na = samplenames(&e->fam[i], a);

		for (int j = 0; j < i && e->fam[i].clash == 0; j++) {
			char b[8][256];
			int nb = samplenames(&e->fam[j], b);

			if (e->fam[j].clash != 0)
				continue;
			for (int x = 0; x < na && e->fam[i].clash == 0; x++)
				for (int y = 0; y < nb; y++)
					if (strcmp(a[x], b[y]) == 0) {
						e->fam[i].clash = j + 1;
						strcpy(e->fam[i].clashname, a[x]);
						break;
					}
		}
	}
}

static void
warn_once(dt_metrics_t *m, const family_t *f, const family_t *g)
{
	char **w;

	for (int i = 0; i < m->nwarned; i++)
		if (strcmp(m->warned[i], f->dname) == 0)
			return;
	fflush(stdout);
	fprintf(stderr, "dtrace: metrics: @%s is not served: its metric %s and @%s's %s would "
	    "both have samples named %s\n", f->dname, f->mname, g->dname, g->mname, f->clashname);
	if ((w = realloc(m->warned, (m->nwarned + 1) * sizeof(*w))) != NULL) {
		m->warned = w;
		if ((w[m->nwarned] = strdup(f->dname)) != NULL)
			m->nwarned++;
	}
}

/* the whole exposition (*okp set), or an error's text */
static char *
exposition(dt_metrics_t *m, dtrace_hdl_t *dtp, size_t *lenp, int *okp)
{
	expo_t e = { .cur = -1 };
	char *out = NULL;
	size_t len = 0;
	int r = dtrace_aggregate_walk(dtp, row, &e);
	FILE *fp = open_memstream(&out, &len);

	*okp = 0;
	if (fp == NULL) {
		/* out of memory: said by the caller */
	} else if (r < 0 || e.nomem) {
		const char *msg = e.nomem ? strerror(ENOMEM) : dtrace_errmsg(dtp);

		fprintf(fp, "reading the aggregations failed: %s\n", msg);
		if (!m->walkfailed) {
			fflush(stdout);
			fprintf(stderr, "dtrace: metrics: reading the aggregations failed: %s\n",
			    msg);
		}
		m->walkfailed = 1;
	} else {
		clashes(&e);
		for (int i = 0; i < e.nfam; i++) {
			if (e.fam[i].clash != 0)
				warn_once(m, &e.fam[i], &e.fam[e.fam[i].clash - 1]);
			else
				print_family(fp, &e.fam[i]);
		}
		fputs("# EOF\n", fp);
		*okp = 1;
	}
	for (int i = 0; i < e.nfam; i++) {
		for (size_t j = 0; j < e.fam[i].nent; j++) {
			free(e.fam[i].ent[j].labels);
			free(e.fam[i].ent[j].buckets);
		}
		free(e.fam[i].ent);
		free(e.fam[i].le);
		free(e.fam[i].dname);
		free(e.fam[i].mname);
	}
	free(e.fam);
	if (fp != NULL && fclose(fp) != 0) {
		free(out);
		out = NULL;
	}
	*lenp = out != NULL ? len : 0;
	return out;
}

/* a scrape waiting: the exposition made and published */
void
dt_metrics_serve(dt_metrics_t *m, dtrace_hdl_t *dtp)
{
	static const char nomem[] = "out of memory\n";
	unsigned long asked;
	snap_t *s, *old;
	char *text;
	size_t len = 0;
	int ok = 0;

	if (m == NULL || !m->running)
		return;
	pthread_mutex_lock(&m->lock);
	asked = m->asked;
	pthread_mutex_unlock(&m->lock);
	if (asked == m->made)
		return;
	text = exposition(m, dtp, &len, &ok);
	if (text == NULL || (s = malloc(sizeof(*s) + len)) == NULL) {
		/* an answer all the same: 500, out of memory */
		free(text);
		text = NULL;
		ok = 0;
		len = sizeof(nomem) - 1;
		s = malloc(sizeof(*s) + len);
	}
	if (s != NULL) {
		s->refs = 1;
		s->ok = ok;
		s->len = len;
		memcpy(s->text, text != NULL ? text : nomem, len);
	}
	free(text);
	pthread_mutex_lock(&m->lock);
	old = m->snap;
	m->snap = s;
	if (old != NULL && --old->refs == 0)
		free(old);
	m->made = asked;
	pthread_cond_broadcast(&m->cond);
	pthread_mutex_unlock(&m->lock);
}
