# dtrace -S names the variables that the code loads and stores
D=$1
"$D" -S -e -n 'BEGIN { self->ts = timestamp; this->x = 1; a["k", 2] = self->ts; b = a["k", 2]; self->ts = 0; }' 2>&1 |
    grep -oE '(load|store) (global )?[a-z>-]*[a-z]+(\[ \])?|self->ts key|a key|0: delete the element|no room: a dynamic variable drop|this-> variables = 0' | sort -u
