/* driven by stackfmt-folded.sh */
