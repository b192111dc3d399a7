/* -s of a file whose read fails (dtrace's own memory at address 0: EIO): the error, not an empty program */
