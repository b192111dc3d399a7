# Print n free loopback ports (TCP and UDP, IPv4 and IPv6), for net-*.sh.
import socket
import sys

held, ports = [], []
while len(ports) < int(sys.argv[1]):
    s = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
    s.bind(("::", 0))
    p = s.getsockname()[1]
    held.append(s)
    try:
        for fam, addr in ((socket.AF_INET, "127.0.0.1"), (socket.AF_INET6, "::1")):
            u = socket.socket(fam, socket.SOCK_DGRAM)
            u.bind((addr, p))
            held.append(u)
    except OSError:
        continue
    ports.append(p)
print(" ".join(str(p) for p in ports))
