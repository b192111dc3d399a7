# A script with known calls, for the tests of Python's USDT probes
# (usdt/python.sh, scripts/pycalls.sh): foo 8 times, bar 5 times, the
# module's top level once.
def foo():
    pass
def bar():
    foo()
for i in range(5):
    bar()
for i in range(3):
    foo()
