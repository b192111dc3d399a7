#pragma D option switchrate=99999999999s
BEGIN{}
