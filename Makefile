# DTrace for Linux: build, run, test, install.
#   make          build build/dtrace (linked with build/libdtrace.a),
#                 build/libdtrace.so.1.0.0 and build/dtrace.bash (completion)
#   make install  install dtrace, the library (shared and static), its header
#                 and pkg-config file, the man pages, the bash completion;
#                 PREFIX (/usr/local) and DESTDIR as usual, and BINDIR,
#                 LIBDIR, INCLUDEDIR, MANDIR, PKGCONFIGDIR, COMPLETIONSDIR;
#                 make uninstall removes them again
#   make run      sh tools/setup.sh: install missing Debian packages (as root),
#                 build, run a one-liner (the README's first command)
#   make check    make lint, then build and run every test (unit + golden D tests)
#   make check SANITIZE=1   the same with ASan/UBSan
#   make check VALGRIND=1   the consumer-side D tests with dtrace under valgrind's
#                 memcheck, failing on any error or leak (build-vg/)
#   make stress   about 10 minutes of load, concurrency and floods (tools/stress.sh)
#   make lint     static checks of lib/ and cmd/, failing on any finding: includes
#                 point down the library's layers, cppcheck, gcc -fanalyzer
#   make fuzz     install clang's libFuzzer (as root), build the compiler's fuzz
#                 target and run it FUZZ_TIME seconds (default 1200) from the
#                 corpus and the language's tests; fails on a crash, leaving
#                 the reproducer in build-fuzz/artifacts (tests/fuzz/README).
#                 The CI runs it with FUZZ_TIME=60.

CC      ?= gcc
BUILD   ?= build
CFLAGS  ?= -O2 -g
CFLAGS  += -std=gnu11 -Wall -Wextra -Werror -Wno-unused-parameter \
           -Wno-missing-field-initializers -Ilib -Ilib/front -Ilib/back \
           -Ilib/runtime -Ilib/providers -I$(BUILD)/gen
LDLIBS  += -lbpf -lelf -lz -lpthread -lm
ifeq ($(SANITIZE),1)
BUILD   := build-san
CFLAGS  += -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
LDFLAGS += -fsanitize=address,undefined
endif
# make lint's objects: compiled with gcc's static analyzer, whose findings
# -Werror makes errors (lint-analyze below).  At -O0 it follows the code as
# written; at -O2 it sees it after early inlining and loop unrolling (and
# reported two findings more, both false: values a loop always sets, a
# pointer a count of 0 keeps from being read).
ifeq ($(ANALYZE),1)
BUILD   := build-lint
CFLAGS  += -O0 -fanalyzer
endif

# what to install when missing (tools/deps.sh: "build", "test", or packages)
DEBIAN_PKGS := build

# make check VALGRIND=1: dtrace built in build-vg/ with DT_VALGRIND, which
# tells memcheck what the kernel writes through bpf() that it does not know
# of (DT_KERNEL_WROTE in lib/dt_impl.h: its header is valgrind's); the D
# tests of the consumer-side areas (those whose output the dtrace process
# makes: tests/run.sh names them) run it under memcheck (DT_VALGRIND=1), and
# a test fails on any memcheck error or definite or indirect leak;
# tests/valgrind.supp holds what memcheck reports of valgrind's and
# libbpf's own (each with its reason), tests/valgrind.skip the tests left
# out (each with its reason).  The unit tests are not run (make check runs
# them).  About 30 minutes on 2 CPUs (29 measured, make lint and the build
# included, on a machine running other work too).
ifeq ($(VALGRIND),1)
BUILD   := build-vg
CFLAGS  += -DDT_VALGRIND
DEBIAN_PKGS += valgrind
endif

LIB_SRCS := $(sort $(wildcard lib/*.c lib/front/*.c lib/back/*.c lib/runtime/*.c lib/providers/*.c))
LIB_OBJS := $(patsubst %.c,$(BUILD)/%.o,$(LIB_SRCS))
# One set of objects makes both libraries: position-independent for the
# shared one, every symbol hidden but what lib/dtrace.h declares (its
# visibility pragma).  Hidden symbols are bound at link time, so the code is
# the same as without -fPIC: build/dtrace runs the same instructions
# (callgrind, dtrace -e of a 5000-line program: 460,159,318 instructions
# before, 460,155,871 after).
$(LIB_OBJS): LIB_CFLAGS := -fPIC -fvisibility=hidden
# the shared library's version: the soname's major (libdtrace.so.1) changes
# when a change of lib/dtrace.h breaks programs built against it
SOMAJOR := 1
SOVERSION := $(SOMAJOR).0.0
LIBSO := $(BUILD)/libdtrace.so.$(SOVERSION)
CMD_SRCS := $(sort $(wildcard cmd/*.c))
CMD_OBJS := $(patsubst %.c,$(BUILD)/%.o,$(CMD_SRCS))
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BINS := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRCS))
GEN_HDRS := $(BUILD)/gen/dt_syscalls.h

.PHONY: all run check unit dtests deps clean bench lint lint-analyze stress install uninstall fuzz
all: $(BUILD)/dtrace $(LIBSO) $(BUILD)/dtrace.bash

deps:
	@sh tools/deps.sh $(DEBIAN_PKGS)

$(BUILD)/gen/dt_syscalls.h: tools/gen-syscalls.sh
	@mkdir -p $(dir $@)
	sh tools/gen-syscalls.sh > $@.tmp && mv $@.tmp $@

# the D library (dlibs/*.d) built into dt_dlib.o and its unit test: its
# pieces and their names (the directory too: a file added or removed)
DLIB_SRCS := $(sort $(wildcard dlibs/*.d))
$(BUILD)/gen/dt_dlibs.h: tools/gen-dlibs.sh $(DLIB_SRCS) dlibs
	@mkdir -p $(dir $@)
	sh tools/gen-dlibs.sh $(DLIB_SRCS) > $@.tmp && mv $@.tmp $@
$(BUILD)/lib/front/dt_dlib.o $(BUILD)/tests/test_dlib: $(BUILD)/gen/dt_dlibs.h

$(BUILD)/%.o: %.c $(GEN_HDRS) $(wildcard lib/*.h lib/*/*.h cmd/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LIB_CFLAGS) -c -o $@ $<

$(BUILD)/libdtrace.a: $(LIB_OBJS)
	rm -f $@; ar rcs $@ $^

# undefined symbols are an error here rather than in the programs linked with it
$(LIBSO): $(LIB_OBJS)
	$(CC) -shared -Wl,-soname,libdtrace.so.$(SOMAJOR) -Wl,--no-undefined $(LDFLAGS) \
	    -o $@ $^ $(LDLIBS)
	ln -sf libdtrace.so.$(SOVERSION) $(BUILD)/libdtrace.so.$(SOMAJOR)

# the command: cmd/dtrace.c, and dt_metrics.c (-x metrics, an HTTP server)
$(BUILD)/dtrace: $(CMD_OBJS) $(BUILD)/libdtrace.a
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

# the bash completion, with dtrace's options and the -x names filled in
# (tools/gen-completion.sh); tools/optnames prints the names
$(BUILD)/tools/optnames: tools/optnames.c $(BUILD)/libdtrace.a
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(BUILD)/libdtrace.a $(LDLIBS)

$(BUILD)/dtrace.bash: completion/dtrace.bash tools/gen-completion.sh $(BUILD)/dtrace \
    $(BUILD)/tools/optnames
	sh tools/gen-completion.sh $(BUILD) < completion/dtrace.bash > $@.tmp && mv $@.tmp $@

$(BUILD)/tests/%: tests/unit/%.c $(BUILD)/libdtrace.a tests/unit/unit.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Itests/unit $(LDFLAGS) -o $@ $< $(BUILD)/libdtrace.a $(LDLIBS)

run:
	sh tools/setup.sh

unit: $(UNIT_BINS)
check: deps lint
	@sh tools/deps.sh test || echo "the tests that need what is missing skip, saying why"
ifeq ($(VALGRIND),1)
	$(MAKE) all
	DT_VALGRIND=1 sh tests/run.sh $(BUILD)
else
	$(MAKE) all unit
	sh tests/run.sh $(BUILD)
endif

# Static checks of lib/ and cmd/, each failing on any finding:
# - the layers of lib/ (tools/check-layers.sh), and the check itself
#   failing on a tree that breaks them;
# - gcc -fanalyzer, every source compiled in build-lint/ (ANALYZE=1: the
#   build's flags, -Werror among them, then -O0 -fanalyzer; not linked, and
#   again only for what changed).  A false positive is silenced around its
#   function by "#pragma GCC diagnostic ignored", with the reason beside it;
# - cppcheck (Debian's, installed when missing): warning, style,
#   performance and portability checks (and information, for suppressions
#   that match nothing), with its POSIX library and tools/cppcheck.cfg
#   (libbpf's LIBBPF_OPTS); results kept in build-lint/cppcheck so that a
#   second run checks only what changed.  What it is told not to report,
#   each with its reason, is in tools/cppcheck-suppressions.xml (two check
#   classes, variableScope and readdirCalled, and a few false positives) or
#   in "cppcheck-suppress" comments at the lines; one that matches nothing
#   fails the check.
# About a minute from scratch on 2 CPUs (make -j2 lint too, on a loaded
# machine), under a second when nothing changed.
LINT_SRCS := $(LIB_SRCS) cmd/dtrace.c
CPPCHECK_FLAGS := --std=c11 --platform=unix64 --quiet --error-exitcode=1 \
	--enable=warning,style,performance,portability,information \
	--library=posix --library=tools/cppcheck.cfg --inline-suppr \
	--suppress-xml=tools/cppcheck-suppressions.xml \
	--template='{file}:{line}: {severity}: {message} [{id}]' \
	-Ilib -Ilib/front -Ilib/back -Ilib/runtime -Ilib/providers -Ibuild-lint/gen
lint: deps
	sh tools/check-layers.sh
	sh tests/layers/test-check-layers.sh
	@$(MAKE) --no-print-directory ANALYZE=1 SANITIZE= VALGRIND= lint-analyze
	@$(MAKE) --no-print-directory deps DEBIAN_PKGS="cppcheck"
	@mkdir -p build-lint/cppcheck
	@echo "cppcheck lib/ cmd/ (build-lint/cppcheck)"
	@cppcheck $(CPPCHECK_FLAGS) -j$$(nproc) --cppcheck-build-dir=build-lint/cppcheck $(LINT_SRCS)

lint-analyze: $(patsubst %.c,$(BUILD)/%.o,$(LINT_SRCS))

# the fuzzer needs clang and its libFuzzer runtime (Debian 12: clang-14,
# libclang-rt-14-dev); it builds into build-fuzz/ with its own flags
FUZZ_TIME ?= 1200
fuzz:
	@$(MAKE) --no-print-directory deps DEBIAN_PKGS="clang libclang-rt-14-dev"
	$(MAKE) -f tests/fuzz/Makefile run FUZZ_TIME=$(FUZZ_TIME)

# the benchmarks compare with bpftrace: installed (Debian's) when missing
bench: all
	@$(MAKE) --no-print-directory deps DEBIAN_PKGS="bpftrace"
	sh bench/run.sh $(BUILD)

# long and concurrent runs (tools/stress.sh; STRESS_MINUTES=10), not in check
stress: all
	bash tools/stress.sh $(BUILD)

# make install: dtrace, the libraries, the header, the pkg-config file, the
# man page and the bash completion under $(DESTDIR)$(PREFIX).  Nothing else
# is read at run time: the D library (dlibs/) is built into the library.
# ldconfig runs when installing to the system itself (no DESTDIR), so that
# the dynamic linker finds libdtrace.so.1 in a new LIBDIR.  COMPLETIONSDIR
# is where bash-completion looks for the completion of a command of
# PREFIX/bin.
PREFIX         ?= /usr/local
BINDIR         ?= $(PREFIX)/bin
LIBDIR         ?= $(PREFIX)/lib
INCLUDEDIR     ?= $(PREFIX)/include
MANDIR         ?= $(PREFIX)/share/man
PKGCONFIGDIR   ?= $(LIBDIR)/pkgconfig
COMPLETIONSDIR ?= $(PREFIX)/share/bash-completion/completions
INSTALL        ?= install
VERSION        := $(shell sed -n 's/^\#define DTRACE_VERSION "\(.*\)"/\1/p' lib/dtrace.h)
# libdtrace.pc names the directories under PREFIX as ${prefix}/...
# (pkg-config --define-variable=prefix=DIR moves them)
PC_LIBDIR     = $(patsubst $(PREFIX)/%,$${prefix}/%,$(LIBDIR))
PC_INCLUDEDIR = $(patsubst $(PREFIX)/%,$${prefix}/%,$(INCLUDEDIR))

install: all $(BUILD)/libdtrace.a
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) \
	    $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3 $(DESTDIR)$(PKGCONFIGDIR) \
	    $(DESTDIR)$(COMPLETIONSDIR)
	$(INSTALL) -m 755 $(BUILD)/dtrace $(DESTDIR)$(BINDIR)/dtrace
	$(INSTALL) -m 644 $(LIBSO) $(DESTDIR)$(LIBDIR)/libdtrace.so.$(SOVERSION)
	ln -sf libdtrace.so.$(SOVERSION) $(DESTDIR)$(LIBDIR)/libdtrace.so.$(SOMAJOR)
	ln -sf libdtrace.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libdtrace.so
	$(INSTALL) -m 644 $(BUILD)/libdtrace.a $(DESTDIR)$(LIBDIR)/libdtrace.a
	$(INSTALL) -m 644 lib/dtrace.h $(DESTDIR)$(INCLUDEDIR)/dtrace.h
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(PC_LIBDIR)|g' \
	    -e 's|@INCLUDEDIR@|$(PC_INCLUDEDIR)|g' -e 's|@VERSION@|$(VERSION)|g' \
	    lib/libdtrace.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/libdtrace.pc
	chmod 644 $(DESTDIR)$(PKGCONFIGDIR)/libdtrace.pc
	$(INSTALL) -m 644 man/dtrace.1 $(DESTDIR)$(MANDIR)/man1/dtrace.1
	$(INSTALL) -m 644 man/libdtrace.3 $(DESTDIR)$(MANDIR)/man3/libdtrace.3
	$(INSTALL) -m 644 $(BUILD)/dtrace.bash $(DESTDIR)$(COMPLETIONSDIR)/dtrace
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ]; then echo ldconfig; ldconfig; fi

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/dtrace $(DESTDIR)$(LIBDIR)/libdtrace.so.$(SOVERSION) \
	    $(DESTDIR)$(LIBDIR)/libdtrace.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libdtrace.so \
	    $(DESTDIR)$(LIBDIR)/libdtrace.a $(DESTDIR)$(INCLUDEDIR)/dtrace.h \
	    $(DESTDIR)$(PKGCONFIGDIR)/libdtrace.pc $(DESTDIR)$(MANDIR)/man1/dtrace.1 \
	    $(DESTDIR)$(MANDIR)/man3/libdtrace.3 \
	    $(DESTDIR)$(COMPLETIONSDIR)/dtrace
	@if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ]; then echo ldconfig; ldconfig; fi

clean:
	rm -rf build build-san build-lint build-vg build-fuzz
