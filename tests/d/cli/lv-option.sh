# -lv: each probe with its stability attributes and argument types
"$1" -lv -n BEGIN
"$1" -lv -n syscall::read:entry
"$1" -lv -n syscall::read:return
