# For net-tcp.sh and net-udp.sh: with each of IPv4 (127.0.0.1) and IPv6
# (::1), a loopback TCP connection to a listener on port argv[1] (IPv4) or
# argv[2] (IPv6): connect, accept, 10 bytes sent and received, close; and a
# UDP datagram of 5 bytes from port argv[3] to port argv[4] on a connected
# socket (nothing listens there).
import socket
import sys

tcp4, tcp6, usrc, udst = (int(a) for a in sys.argv[1:5])
for fam, addr, port in ((socket.AF_INET, "127.0.0.1", tcp4), (socket.AF_INET6, "::1", tcp6)):
    l = socket.socket(fam, socket.SOCK_STREAM)
    l.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    l.bind((addr, port))
    l.listen(1)
    c = socket.socket(fam, socket.SOCK_STREAM)
    c.connect((addr, port))
    a, _ = l.accept()
    c.sendall(b"0123456789")
    got = b""
    while len(got) < 10:
        got += a.recv(10 - len(got))
    c.close()
    a.close()
    l.close()
    u = socket.socket(fam, socket.SOCK_DGRAM)
    u.bind((addr, usrc))
    u.connect((addr, udst))
    u.send(b"hello")
    u.close()
