# waitmapped PID: wait (up to 10 s) until the trigger process PID has
# mapped its libpidt.so (it has exec'd and its dynamic linker has run).
waitmapped() {
	wm_i=0
	while ! grep -q libpidt.so /proc/$1/maps 2>/dev/null && [ $wm_i -lt 100 ]; do
		sleep 0.1
		wm_i=$((wm_i + 1))
	done
}
