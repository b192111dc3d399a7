# io-request.d on the disk of a file made here (written and synced first,
# so that the disk has served requests), with the disk's name, major and
# driver from /sys (io-request.skip: a directory not on a block device)
D=$1
dir=$(mktemp -d "${TMPDIR:-/tmp}/ioreq.XXXXXX")
dd if=/dev/zero of="$dir/f" bs=64k count=4 conv=fsync 2>/dev/null
src=$(findmnt -n -o SOURCE -T "$dir")
part=$(basename "$(readlink -f "$src")")
disk=$(lsblk -n -d -o PKNAME "/dev/$part" 2>/dev/null)
[ -n "$disk" ] || disk=$part
major=$(cut -d: -f1 "/sys/block/$disk/dev")
driver="<unknown>"
[ -e "/sys/block/$disk/device/driver" ] &&
    driver=$(basename "$(readlink "/sys/block/$disk/device/driver")")
echo "echo x > $dir/f" > "$dir/w.sh"
"$D" -C -c "sh $dir/w.sh" -s io-request.d "$disk" "$major" "$driver"
echo "status $?"
rm -rf "$dir"
