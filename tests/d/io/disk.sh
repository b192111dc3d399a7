# The disk (as devinfo_t's dev_statname names it) of the file system of the
# current directory: the whole disk of a partition; nothing for a device
# that is not a disk with requests of its own (device-mapper, loop files
# are fine, overlay, tmpfs).  Sourced by the io tests.
io_disk() {
	d=$(basename "$(readlink -f "$(df --output=source . | tail -1)")")
	[ -e "/sys/class/block/$d" ] || return 1
	[ -e "/sys/class/block/$d/partition" ] && d=$(basename "$(readlink -f "/sys/class/block/$d/..")")
	case $d in dm-*|md*) return 1 ;; esac
	echo "$d"
}
