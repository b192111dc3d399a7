# DTrace for Linux: build, run, test.
#   make          build build/dtrace
#   make run      install missing Debian packages (as root), build, run a one-liner
#   make check    make lint, then build and run every test (unit + golden D tests)
#   make check SANITIZE=1   the same with ASan/UBSan
#   make check VALGRIND=1   the consumer-side D tests with dtrace under valgrind's
#                 memcheck, failing on any error or leak (build-vg/)
#   make lint     static checks of lib/ and cmd/, failing on any finding: includes
#                 point down the library's layers, cppcheck, gcc -fanalyzer

CC      ?= gcc
BUILD   ?= build
CFLAGS  ?= -O2 -g
CFLAGS  += -std=gnu11 -Wall -Wextra -Werror -Wno-unused-parameter \
           -Wno-missing-field-initializers -Ilib -Ilib/front -Ilib/back \
           -Ilib/runtime -Ilib/providers -I$(BUILD)/gen
LDLIBS  += -lbpf -lelf -lz -lpthread
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

DEBIAN_PKGS := gcc make pkg-config libbpf-dev libelf-dev zlib1g-dev linux-libc-dev cpp python3 systemtap-sdt-dev

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
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BINS := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRCS))
GEN_HDRS := $(BUILD)/gen/dt_syscalls.h

.PHONY: all run check unit dtests deps clean bench lint lint-analyze
all: $(BUILD)/dtrace

deps:
	@missing=""; for p in $(DEBIAN_PKGS); do \
	  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else echo "missing Debian packages:$$missing (run as root to install)"; exit 1; fi; \
	fi

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

$(BUILD)/%.o: %.c $(GEN_HDRS) $(wildcard lib/*.h lib/*/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD)/libdtrace.a: $(LIB_OBJS)
	rm -f $@; ar rcs $@ $^

$(BUILD)/dtrace: $(BUILD)/cmd/dtrace.o $(BUILD)/libdtrace.a
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/tests/%: tests/unit/%.c $(BUILD)/libdtrace.a tests/unit/unit.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Itests/unit $(LDFLAGS) -o $@ $< $(BUILD)/libdtrace.a $(LDLIBS)

run: deps
	$(MAKE) all
	sh tools/mount-tracefs.sh
	$(BUILD)/dtrace -n 'syscall:::entry { @[execname] = count(); } tick-3s { exit(0); }'

unit: $(UNIT_BINS)
check: deps lint
	@$(MAKE) --no-print-directory deps DEBIAN_PKGS="g++" || echo "no g++: the C++ tests are skipped"
	@$(MAKE) --no-print-directory deps DEBIAN_PKGS="gcc-multilib" || \
	    echo "no gcc-multilib: the 32-bit header test is skipped"
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

# the benchmarks compare with bpftrace: installed (Debian's) when missing
bench: all
	@$(MAKE) --no-print-directory deps DEBIAN_PKGS="bpftrace"
	sh bench/run.sh $(BUILD)

clean:
	rm -rf build build-san build-lint build-vg
