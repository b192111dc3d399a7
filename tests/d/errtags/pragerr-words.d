/* D_PRAGERR: the message is each word or string of the line, with a space after */
#pragma D error "cannot run" here 42
