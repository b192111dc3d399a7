/* -p of a kernel thread (kthreadd, pid 2): a system process, status 1 */
