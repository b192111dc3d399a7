# The net tests' trigger: on loopback, IPv4 then IPv6, a TCP connection
# that carries 1000 bytes each way and closes, a TCP connection refused
# (nothing listens on the port: the refused connection's own, once its
# listener is closed), and a UDP datagram of 100 bytes.
#
# Options, for tests/d/scripts' tcpaccept and tcpconnect (the net tests
# and stable/oneliners give none):
#   --accept-after MS  the first connection is accepted MS milliseconds
#                      after it is made (without: at once)
#   --failed           after the refused connection, one that fails: its
#                      SYN is dropped, the listener (backlog 0) having one
#                      connection waiting that nobody accepts, and the
#                      socket is closed 300 ms later in SYN_SENT
import argparse, socket, time

opts = argparse.ArgumentParser()
opts.add_argument("--accept-after", type=int, default=0, metavar="MS")
opts.add_argument("--failed", action="store_true")
opts = opts.parse_args()

for fam, addr in ((socket.AF_INET, "127.0.0.1"), (socket.AF_INET6, "::1")):
    srv = socket.socket(fam, socket.SOCK_STREAM)
    srv.bind((addr, 0))
    srv.listen(1)
    port = srv.getsockname()[1]
    c = socket.socket(fam, socket.SOCK_STREAM)
    c.connect((addr, port))
    if opts.accept_after:
        time.sleep(opts.accept_after / 1000)
    a, _ = srv.accept()
    c.sendall(b"x" * 1000)
    got = 0
    while got < 1000:
        got += len(a.recv(1000 - got))
    a.sendall(b"y" * 1000)
    got = 0
    while got < 1000:
        got += len(c.recv(1000 - got))
    c.close()
    a.close()
    srv.close()
    r = socket.socket(fam, socket.SOCK_STREAM)
    try:
        r.connect((addr, port))
    except ConnectionRefusedError:
        pass
    r.close()
    if opts.failed:
        full = socket.socket(fam, socket.SOCK_STREAM)
        full.bind((addr, 0))
        full.listen(0)
        waiting = socket.socket(fam, socket.SOCK_STREAM)
        waiting.connect(full.getsockname()[:2])
        f = socket.socket(fam, socket.SOCK_STREAM)
        f.setblocking(False)
        try:
            f.connect(full.getsockname()[:2])
        except BlockingIOError:
            pass
        time.sleep(0.3)
        f.close()
        waiting.close()
        full.close()
    u = socket.socket(fam, socket.SOCK_DGRAM)
    v = socket.socket(fam, socket.SOCK_DGRAM)
    v.bind((addr, 0))
    u.sendto(b"z" * 100, v.getsockname()[:2])
    v.recv(100)
    u.close()
    v.close()
time.sleep(0.2)
