/* -l -n 'dtrace:::' lists the three dtrace provider probes */
