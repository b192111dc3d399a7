# The net tests' trigger: on loopback, IPv4 then IPv6, a TCP connection
# that carries 1000 bytes each way and closes, a TCP connection refused
# (nothing listens on the port: the refused connection's own, once its
# listener is closed), and a UDP datagram of 100 bytes.
import socket, sys, time

for fam, addr in ((socket.AF_INET, "127.0.0.1"), (socket.AF_INET6, "::1")):
    srv = socket.socket(fam, socket.SOCK_STREAM)
    srv.bind((addr, 0))
    srv.listen(1)
    port = srv.getsockname()[1]
    c = socket.socket(fam, socket.SOCK_STREAM)
    c.connect((addr, port))
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
    u = socket.socket(fam, socket.SOCK_DGRAM)
    v = socket.socket(fam, socket.SOCK_DGRAM)
    v.bind((addr, 0))
    u.sendto(b"z" * 100, v.getsockname()[:2])
    v.recv(100)
    u.close()
    v.close()
time.sleep(0.2)
