/* driven by offsetof-anon.sh */
