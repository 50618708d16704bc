# A MicroPython manifest (FROZEN_MANIFEST= when building a unix port;
# docs/memory.md): freezes the stand-ins of CircuitPython's C modules into
# the binary, so that, as on a board, their code and names sit in the
# binary's read-only data and not on the heap. tools/mp_app_heap.py sees that
# they are frozen and measures the console without their .py files.
# Paths are relative to this file (MicroPython's manifest tool runs it here).
include("$(MPY_DIR)/extmod/asyncio")
for _name in ("displayio", "vectorio", "terminalio", "bitmaptools"):
    module(_name + ".py", base_path="../../tests/mp/app_stubs", opt=3)
for _name in ("board", "busdisplay", "keypad", "microcontroller", "pwmio", "supervisor"):
    module(_name + ".py", base_path="../../tests/mp/board_stubs", opt=3)
