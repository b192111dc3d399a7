# DTrace for Linux: build, run, test.
#   make          build build/dtrace
#   make run      install missing Debian packages (as root), build, run a one-liner
#   make check    build and run every test (unit + golden D tests)
#   make check SANITIZE=1   the same with ASan/UBSan
#   make lint     static checks: includes point down the library's layers
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
LDLIBS  += -lbpf -lelf -lz -lpthread
ifeq ($(SANITIZE),1)
BUILD   := build-san
CFLAGS  += -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
LDFLAGS += -fsanitize=address,undefined
endif

DEBIAN_PKGS := gcc make pkg-config libbpf-dev libelf-dev zlib1g-dev linux-libc-dev cpp python3 systemtap-sdt-dev

LIB_SRCS := $(sort $(wildcard lib/*.c lib/front/*.c lib/back/*.c lib/runtime/*.c lib/providers/*.c))
LIB_OBJS := $(patsubst %.c,$(BUILD)/%.o,$(LIB_SRCS))
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BINS := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRCS))
GEN_HDRS := $(BUILD)/gen/dt_syscalls.h

.PHONY: all run check unit dtests deps clean bench lint fuzz
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
	$(MAKE) all unit
	sh tests/run.sh $(BUILD)

# the layers of lib/ (tools/check-layers.sh), and the check itself failing
# on a tree that breaks them
lint:
	sh tools/check-layers.sh
	sh tests/layers/test-check-layers.sh

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

clean:
	rm -rf build build-san build-fuzz
