# %Y and %T of a fixed instant, in UTC and in another zone: %Y is adb's
# "2025 Nov 25 16:29:19" (day space-padded), %T RFC 822 with the zone and
# the ISO week-based year (2024 Dec 30 is in 2025's first week); and %Y of
# walltimestamp is today's date.
D=$1
TZ=UTC "$D" -q -n 'BEGIN {
	printf("%Y|%T\n", 1764088159000000000LL, 1764088159000000000LL);
	printf("%Y|%T\n", 1735558496000000000LL, 1735558496000000000LL);
	printf("[%-22Y] [%22Y]\n", 1704070800000000000LL, 1704070800000000000LL);
	exit(0);
}'
echo "status $?"
TZ=Asia/Tokyo "$D" -q -n 'BEGIN { printf("%Y|%T\n", 0LL, 0LL); exit(0); }'
TZ=UTC "$D" -q -n 'BEGIN { printf("%Y\n", walltimestamp); exit(0); }' > /tmp/dt-time-$$
now=$(TZ=UTC date '+%Y %b %e')
grep -q "^$now " /tmp/dt-time-$$ && echo "walltimestamp: today" || cat /tmp/dt-time-$$
rm -f /tmp/dt-time-$$
