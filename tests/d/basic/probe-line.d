/* driven by probe-line.sh */
