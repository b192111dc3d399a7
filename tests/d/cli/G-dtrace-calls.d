/* driven by G-dtrace-calls.sh */
