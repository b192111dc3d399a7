/* driven by model-options.sh */
