/* driven by offsetof-btf.sh */
