# DTrace for Linux: build, run, test.
#   make          build build/dtrace (linked with build/libdtrace.a) and
#                 build/libdtrace.so.1.0.0
#   make run      sh tools/setup.sh: install missing Debian packages (as root),
#                 build, run a one-liner (the README's first command)
#   make check    build and run every test (unit + golden D tests)
#   make check SANITIZE=1   the same with ASan/UBSan
#   make stress   about 10 minutes of load, concurrency and floods (tools/stress.sh)
#   make lint     static checks: includes point down the library's layers

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

# what to install when missing (tools/deps.sh: "build", "test", or packages)
DEBIAN_PKGS := build

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
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))
UNIT_BINS := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRCS))
GEN_HDRS := $(BUILD)/gen/dt_syscalls.h

.PHONY: all run check unit dtests deps clean bench lint stress
all: $(BUILD)/dtrace $(LIBSO)

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

$(BUILD)/%.o: %.c $(GEN_HDRS) $(wildcard lib/*.h lib/*/*.h)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LIB_CFLAGS) -c -o $@ $<

$(BUILD)/libdtrace.a: $(LIB_OBJS)
	rm -f $@; ar rcs $@ $^

# undefined symbols are an error here rather than in the programs linked with it
$(LIBSO): $(LIB_OBJS)
	$(CC) -shared -Wl,-soname,libdtrace.so.$(SOMAJOR) -Wl,--no-undefined $(LDFLAGS) \
	    -o $@ $^ $(LDLIBS)

$(BUILD)/dtrace: $(BUILD)/cmd/dtrace.o $(BUILD)/libdtrace.a
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/tests/%: tests/unit/%.c $(BUILD)/libdtrace.a tests/unit/unit.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Itests/unit $(LDFLAGS) -o $@ $< $(BUILD)/libdtrace.a $(LDLIBS)

run:
	sh tools/setup.sh

unit: $(UNIT_BINS)
check: deps lint
	@sh tools/deps.sh test || echo "the tests that need what is missing skip, saying why"
	$(MAKE) all unit
	sh tests/run.sh $(BUILD)

# the layers of lib/ (tools/check-layers.sh), and the check itself failing
# on a tree that breaks them
lint:
	sh tools/check-layers.sh
	sh tests/layers/test-check-layers.sh

# the benchmarks compare with bpftrace: installed (Debian's) when missing
bench: all
	@$(MAKE) --no-print-directory deps DEBIAN_PKGS="bpftrace"
	sh bench/run.sh $(BUILD)

# long and concurrent runs (tools/stress.sh; STRESS_MINUTES=10), not in check
stress: all
	bash tools/stress.sh $(BUILD)

clean:
	rm -rf build build-san
