# The tcpconnect and tcpaccept tests' workload, on loopback, IPv4 then
# IPv6: a connection accepted after 50 ms, one refused (nothing listens on
# its port any more), and one that fails: its SYN is dropped, the listener
# (backlog 0) having one connection waiting that nobody accepts, and the
# socket is closed 300 ms later in SYN_SENT.
import socket, time

for fam, addr in ((socket.AF_INET, "127.0.0.1"), (socket.AF_INET6, "::1")):
    srv = socket.socket(fam, socket.SOCK_STREAM)
    srv.bind((addr, 0))
    srv.listen(1)
    port = srv.getsockname()[1]
    c = socket.socket(fam, socket.SOCK_STREAM)
    c.connect((addr, port))
    time.sleep(0.05)
    a, _ = srv.accept()
    a.close()
    c.close()
    srv.close()
    r = socket.socket(fam, socket.SOCK_STREAM)
    try:
        r.connect((addr, port))
    except ConnectionRefusedError:
        pass
    r.close()
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
