/* fixture for tools/check-layers.sh: a shared header */
