# dtrace -S names the built-ins defined in D (inline cwd, root) where
# their code starts, the runtime routines of d_path() and execargs, and
# their loops' callbacks
D=$1
"$D" -S -e -n 'BEGIN { trace(cwd); trace(root); trace(execargs); trace(d_path(&curthread->fs->pwd)); }' 2>&1 |
    grep -oE 'inline [a-z]+: curthread|d_path\(\)|execargs$|call dt_[a-z_]+|runtime: .*|[a-z_]+ (walk |copy )?callback: .*' | sort | uniq -c
