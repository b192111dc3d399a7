/* driven by user-addr-fault.sh; opened by it too */
