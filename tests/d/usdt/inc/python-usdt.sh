# Succeeds where /usr/bin/python3 has USDT probes of provider python (in
# its ELF notes, as Debian's has): the condition of usdt/python.skip and
# scripts/pycalls.skip, which skip their tests where it fails.
readelf -n /usr/bin/python3 2>/dev/null | grep -q "Provider: python"
