/* -s /dev/zero: endless NUL bytes; reading stops at the first, so no hang and no memory growth */
