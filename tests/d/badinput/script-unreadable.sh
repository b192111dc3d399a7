# a script its user cannot read: root reads anything, so dtrace runs as
# nobody with the capabilities tracing needs (CAP_BPF, CAP_PERFMON,
# CAP_SYS_ADMIN) but not CAP_DAC_OVERRIDE, on a root-owned file of mode 600;
# dtrace is copied where nobody may run it
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
chmod 755 "$tmp"
cp "$1" "$tmp/dtrace" || exit 1
cd "$tmp" || exit 1
echo 'BEGIN { exit(0); }' > secret.d
chmod 600 secret.d
setpriv --reuid=65534 --regid=65534 --clear-groups \
    --inh-caps=+bpf,+perfmon,+sys_admin --ambient-caps=+bpf,+perfmon,+sys_admin \
    ./dtrace -s secret.d
