/* driven by fbt-codegen.sh */
