# dtrace -x metrics=ADDR:PORT that cannot be served: an address that is
# not ADDR:PORT, a port out of range, an IPv6 address without brackets, no
# value (status 2, when the option is read); a port in use and an address
# not this machine's (status 1, before tracing starts: BEGIN prints
# nothing); the option in a program (errors.d: refused as the command
# line's, status 1).
D=$1
P='BEGIN { trace("tracing"); exit(0); }'
for a in foo 127.0.0.1 127.0.0.1:65536 127.0.0.1:http ::1:9100 '[::1]' ''; do
	"$D" -q -x "metrics=$a" -n "$P" 2>&1
	echo "status $?"
done
"$D" -q -x metrics -n "$P" 2>&1
echo "status $?"
"$D" -q -x metrics=192.0.2.1:9100 -n "$P" 2>&1
echo "status $?"
# a port in use: python3 listens on it while dtrace tries
python3 - "$D" "$P" <<'PY'
import socket, subprocess, sys
s = socket.socket()
s.bind(("127.0.0.1", 0))
s.listen()
port = s.getsockname()[1]
r = subprocess.run([sys.argv[1], "-q", "-x", "metrics=127.0.0.1:%d" % port, "-n", sys.argv[2]],
                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
sys.stdout.write(r.stdout.replace(":%d" % port, ":PORT"))
print("status", r.returncode)
PY
"$D" -s errors.d 2>&1
echo "status $?"
