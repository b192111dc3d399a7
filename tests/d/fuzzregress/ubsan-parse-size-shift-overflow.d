#pragma D option strsize=9999999t
