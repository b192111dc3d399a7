# A C++ program uses the installed library (dtrace.h declares its
# functions extern "C"): built with g++ and pkg-config, it compiles a
# program and reads an error back.
. inc/install.sh
cat > "$T/use.cc" <<'CC'
#include <dtrace.h>
#include <iostream>

int
main()
{
	int err;
	dtrace_hdl_t *dtp = dtrace_open_flags(DTRACE_O_NODEV, &err);

	if (dtp == nullptr)
		return 1;
	if (dtrace_program_strcompile(dtp, "BEGIN { trace(1); }", nullptr, 0) != nullptr)
		std::cout << "matched " << dtrace_program_matches(dtp) << "\n";
	if (dtrace_program_strcompile(dtp, "BEGIN { trace(); }", nullptr, 0) == nullptr)
		std::cout << dtrace_errtag(dtp) << ": " << dtrace_errmsg(dtp) << "\n";
	dtrace_close(dtp);
	return 0;
}
CC
g++ -std=c++11 -pedantic -Wall -Wextra -Werror $san $($pc --cflags libdtrace) -o "$T/use" "$T/use.cc" \
    -Wl,-rpath,"$T/root/usr/lib" $($pc --libs libdtrace) || exit 1
"$T/use"
echo "status $?"
