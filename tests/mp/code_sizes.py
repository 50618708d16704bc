# The heap each module takes once imported (its bytecode, constants and
# module-level objects), under MicroPython with the display stand-ins: the
# modules named on the command line are imported one at a time in the order
# given (dependencies first, so each figure is the module's own) and
# "<module> <bytes>" is printed for each, then "OK".
# usage: MICROPYPATH=tests/mp micropython -m code_sizes MODULE...
import sys

sys.path.insert(0, "build/lib")
sys.path.insert(0, "tests/mp/app_stubs")
sys.path.insert(0, ".")
import gc  # noqa: E402

import micropython  # noqa: E402

micropython.opt_level(3)  # as hw/__init__.py's compile_lean asks (stock CircuitPython: no opt_level)

for name in sys.argv[1:]:
    gc.collect()
    before = gc.mem_alloc()
    __import__(name)
    gc.collect()
    print("%s %d" % (name, gc.mem_alloc() - before))
print("OK")
