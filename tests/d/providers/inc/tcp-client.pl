# A loopback TCP connection to port $ARGV[0]: listen, connect, accept,
# send a line, close (for sdt-tcp.sh).
use IO::Socket::INET;
my $port = $ARGV[0];
my $l = IO::Socket::INET->new(Listen => 1, LocalAddr => "127.0.0.1", LocalPort => $port,
    ReuseAddr => 1) or die "listen: $!";
my $c = IO::Socket::INET->new(PeerAddr => "127.0.0.1", PeerPort => $port) or die "connect: $!";
my $s = $l->accept() or die "accept: $!";
print $c "hello\n";
my $line = <$s>;
close($c);
close($s);
close($l);
