/* driven by lv-option.sh */
