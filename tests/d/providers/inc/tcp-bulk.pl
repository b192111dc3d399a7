# Loopback TCP connections carrying 8 MB each, read in small pieces, so the
# receiver's buffer autotuning grows it (tcp:tcp_rcvbuf_grow).  Autotuning
# may not grow it on a loaded machine (it follows the measured rate), so
# there are up to five such connections; the test's dtrace stops at the
# first growth.
use IO::Socket::INET;
for my $round (1 .. 5) {
	my $l = IO::Socket::INET->new(Listen => 1, LocalAddr => "127.0.0.1", LocalPort => 0) or die;
	my $port = $l->sockport;
	my $pid = fork();
	if ($pid == 0) {
		my $c = IO::Socket::INET->new(PeerAddr => "127.0.0.1", PeerPort => $port) or die;
		my $buf = "x" x 65536;
		print $c $buf for 1 .. 128;
		close($c);
		exit 0;
	}
	my $s = $l->accept() or die;
	my $n = 0;
	while ((my $r = sysread($s, my $b, 4096)) > 0) { $n += $r; }
	waitpid($pid, 0);
	print STDERR "read $n\n";
	close($s);
	close($l);
}
