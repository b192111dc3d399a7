#!/bin/sh
# tools/check-bare-debian.sh: try the README's setup as a new user would, on
# a minimal Debian 12 that has nothing but what debootstrap's minbase variant
# installs, plus git to get the source.
#
#	sh tools/check-bare-debian.sh [DIR]
#
# As root.  It makes a fresh chroot in DIR (default: a new directory under
# /var/tmp; it must not exist), downloads Debian's packages into it
# (debootstrap --variant=minbase bookworm; DEBIAN_MIRROR overrides the
# mirror), installs git there and clones this repository into /root/dtrace
# from a read-only bind mount of the working tree's repository, then runs
# the two commands of the README's "Setup" section (its indented lines that
# start with "make" or "sh"), in order, in the clone, as root, as the README
# says, and reads the manual as the README says.  The host's /proc, /sys
# (with tracefs, BTF and bpffs) and /dev are mounted into the chroot: the
# kernel is the host's, as it is for any chroot or container.
#
# Output: each step and its status, the last 15 lines of each command's
# output (all of it in DIR.log), and a last line "bare-debian: ok" or
# "bare-debian: FAILED (...)"; exit status 0 or 1.  The chroot's mounts are
# undone and DIR removed at the end whatever happened (KEEP=1 keeps DIR,
# unmounted).  Needs debootstrap (installed from Debian's packages when
# missing) and network access to the Debian mirror.
set -u

die() { echo "check-bare-debian: $*" >&2; exit 2; }

[ "$(id -u)" = 0 ] || die "run as root (debootstrap and chroot need it)"
TOP=$(cd "$(dirname "$0")/.." && pwd)
REPO=$(git -C "$TOP" rev-parse --path-format=absolute --git-common-dir 2>/dev/null) ||
    die "$TOP is not a git checkout"
HEAD=$(git -C "$TOP" rev-parse HEAD) || die "no HEAD commit in $TOP"
DIR=${1:-$(mktemp -d /var/tmp/bare-debian.XXXXXX)} || die "cannot make a directory"
[ $# -eq 0 ] || { [ ! -e "$DIR" ] || die "$DIR exists"; mkdir -p "$DIR" || exit 2; }
DIR=$(cd "$DIR" && pwd)
chmod 755 "$DIR"	# the root directory of a Debian system (mktemp made it 0700)
LOG=$DIR.log
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
: >"$LOG"

# the README's two setup commands
CMDS=$(awk '/^## /{ s = ($0 == "## Setup (Debian 12, as root)") }
    s && /^    (make|sh) / { sub(/^    /, ""); sub(/[ \t]+#.*/, ""); print }' "$TOP/README.md")
[ "$(printf '%s\n' "$CMDS" | grep -c .)" = 2 ] ||
    die "README.md's Setup section does not have two commands: $CMDS"

mounted=""
cleanup() {
	for m in $mounted; do
		umount -R "$m" 2>/dev/null || umount -R -l "$m" 2>/dev/null
	done
	# never remove through a mount still in place (the host's /dev, /sys)
	if grep -q " $DIR/" /proc/self/mounts; then
		echo "check-bare-debian: mounts remain under $DIR; not removing it" >&2
	elif [ "${KEEP:-0}" != 1 ]; then
		rm -rf --one-file-system "$DIR"
	fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

fail() { echo "bare-debian: FAILED ($*)"; exit 1; }

# step NAME CMD...: run CMD with output to the log, say how it went
step() {
	name=$1; shift
	echo "== $name"
	echo "== $name: $*" >>"$LOG"
	start=$(date +%s)
	"$@" >"$DIR.out" 2>&1
	rc=$?
	cat "$DIR.out" >>"$LOG"
	tail -n 15 "$DIR.out" | sed 's/^/   | /'
	rm -f "$DIR.out"
	echo "   $name: exit $rc in $(( $(date +%s) - start )) s"
	return $rc
}

command -v debootstrap >/dev/null ||
    step "install debootstrap on the host" sh -c \
	'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap' ||
    fail "cannot install debootstrap"

step "debootstrap minbase bookworm into $DIR" \
    debootstrap --variant=minbase bookworm "$DIR" "$MIRROR" || fail "debootstrap"

for m in proc sys dev; do
	mkdir -p "$DIR/$m"
	mount --rbind "/$m" "$DIR/$m" && mount --make-rslave "$DIR/$m" || fail "mounting /$m"
	mounted="$DIR/$m $mounted"
done
mkdir -p "$DIR/src.git"
mount --bind -o ro "$REPO" "$DIR/src.git" && mount -o remount,bind,ro "$DIR/src.git" ||
    fail "mounting the repository"
mounted="$DIR/src.git $mounted"
cp /etc/resolv.conf "$DIR/etc/resolv.conf" 2>/dev/null

in_chroot() { chroot "$DIR" /usr/bin/env -i HOME=/root TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin sh -c "$1"; }

step "the user installs git" in_chroot \
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq git' ||
    fail "installing git"
step "the user clones the source" in_chroot \
    "git clone -q /src.git /root/dtrace && cd /root/dtrace && git checkout -q $HEAD && git log --oneline -1" ||
    fail "git clone"

n=0
printf '%s\n' "$CMDS" | while IFS= read -r cmd; do
	n=$((n + 1))
	step "README command $n: $cmd" in_chroot "cd /root/dtrace && $cmd" || exit 1
done || fail "a README command failed; see $LOG"
step "the user reads the manual" in_chroot \
    "cd /root/dtrace && MANPAGER=cat MANWIDTH=80 man ./man/dtrace.1 | head -8" ||
    fail "man ./man/dtrace.1"

echo "bare-debian: ok"
