# The checks of folded stacks that cpuprofile.sh and offcpu.sh share, run
# by inc/folded.sh before a test's own rules (awk -v prog=NAME -f
# inc/folded.awk -f RULES): empty lines are passed over; a line that is
# not folded (frames and a count: no empty frame, no space but the one
# before the count) is printed; folded() is the start of the test's
# summary line, "lines: 1, repeated: 0, not folded: 0, not NAME: 0" where
# there are lines, no two with the same frames, all folded, all with the
# process name prog as their first frame.
NF == 0 { next }
{ lines++; t = $0; sub(/ [0-9]+$/, "", t); if (seen[t]++) rep++ }
!/^[^ ;]+(;[^ ;]+)* [0-9]+$/ { bad++; print "not folded: " $0 }
index($0, prog ";") != 1 { other++ }
function folded() {
	return sprintf("lines: %d, repeated: %d, not folded: %d, not %s: %d",
	    lines > 0, rep, bad, prog, other)
}
