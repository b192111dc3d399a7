"""fetch.py URL: what dtrace -x metrics answers (tests/d/metrics).

GET URL (its status, Content-Type and body), then HEAD of it (the same
Content-Length, no body), GET of it with a query string (the same body but
for values that may have grown), GET of another path (404) and POST (405
with Allow); all while another connection has sent half a request and
stalls (dtrace gives it 5 s): each connection is served on its own.
"""
import http.client
import socket
import sys
import time
import urllib.parse

url = urllib.parse.urlsplit(sys.argv[1])


def ask(method, path):
    c = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    c.request(method, path)
    r = c.getresponse()
    body = r.read()
    c.close()
    return r, body


stalled = socket.create_connection((url.hostname, url.port))
stalled.sendall(b"GET /metr")
t = time.time()
r, body = ask("GET", url.path)
took = time.time() - t
print("GET %s: %d %s" % (url.path, r.status, r.getheader("Content-Type")))
print("Connection: %s" % r.getheader("Connection"))
sys.stdout.write(body.decode("utf-8"))
r2, body2 = ask("HEAD", url.path)
print("HEAD %s: %d, %d bytes of body, Content-Length %s" % (url.path, r2.status, len(body2),
      "as GET's" if r2.getheader("Content-Length") == str(len(body)) else
      r2.getheader("Content-Length")))
r3, body3 = ask("GET", url.path + "?x=1")
print("GET %s?x=1: %d, %d lines" % (url.path, r3.status, len(body3.splitlines())))
r4, body4 = ask("GET", "/other")
print("GET /other: %d %s" % (r4.status, body4.decode().strip()))
r5, body5 = ask("POST", url.path)
print("POST %s: %d, Allow: %s" % (url.path, r5.status, r5.getheader("Allow")))
print("the first GET, beside a stalled connection, took %s" % ("under 4 s" if took < 4 else "%.1f s" % took))
stalled.close()
