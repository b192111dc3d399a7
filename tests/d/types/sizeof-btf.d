/* driven by sizeof-btf.sh */
