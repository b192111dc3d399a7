# scripts/errinfo.d on inc/errtrig.c, whose failing calls are known: the
# lines of its process (PID normalized), then its rows of the summary;
# the interrupted sigsuspend() shows the kernel's own ERESTARTNOHAND.
. inc/env.sh
tmpdir
build errtrig
"$S/errinfo.d" -c "$T/errtrig" > "$T/out"
echo "status $?"
sed -n 1p "$T/out"
awk '$2 == "errtrig" { $1 = "PID"; print }' "$T/out"
awk '/^COMM / { print; sum = 1; next } sum && $1 == "errtrig"' "$T/out"
