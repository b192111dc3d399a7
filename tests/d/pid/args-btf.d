/* driven by args-btf.sh */
