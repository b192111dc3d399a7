/* fixture for tools/check-layers.sh: a header of the command's own */
