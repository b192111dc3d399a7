# profile-N and tick-N faster than 5000 Hz (a period under 200 us) are no
# probes: a description naming one matches nothing (D_PDESC_ZERO), at
# compile time; 200 us itself is a probe and fires.
"$1" -xerrtags -n 'profile-1nsec { exit(0); }'; echo "status $?"
"$1" -xerrtags -n 'tick-199us { exit(0); }'; echo "status $?"
"$1" -xerrtags -n 'profile-5001hz { exit(0); }'; echo "status $?"
"$1" -e -n 'profile-5000hz, tick-200us { exit(0); }'; echo "status $?"
"$1" -q -n 'tick-200us { printf("fired\n"); exit(0); }'; echo "status $?"
