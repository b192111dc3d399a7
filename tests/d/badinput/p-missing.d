/* -p of a pid that no process has: libproc's reason, status 1 */
