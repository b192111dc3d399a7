#!/bin/sh
#
# tests/layers/test-check-layers.sh: tools/check-layers.sh fails on a tree
# with upward includes (tests/layers/upward: the front end including a
# runtime header, the command including more than the public header and
# its own headers), listing each as upward.expected says, and passes on
# the real tree.
#
#	sh tests/layers/test-check-layers.sh

here=$(dirname "$0")
out=$(sh "$here/../../tools/check-layers.sh" "$here/upward")
rc=$?
if [ $rc -ne 1 ]; then
	echo "check-layers: exit $rc on tests/layers/upward, expected 1" >&2
	exit 1
fi
if ! printf '%s\n' "$out" | diff -u "$here/upward.expected" - >&2; then
	echo "check-layers: unexpected report on tests/layers/upward" >&2
	exit 1
fi
echo "check-layers: the upward fixture fails as expected"
