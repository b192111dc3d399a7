/* D_ID_OFLOW: see id-oflow.sh, which generates the script (64257 globals) */
