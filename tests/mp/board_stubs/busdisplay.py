# Stand-in for CircuitPython's busdisplay module (C code on the device; the
# display object lives in a static table there, not on the heap), so that
# the ST7789 driver library (lib/adafruit_st7789.py) imports under the
# MicroPython harness and its code is counted (tests/mp/app_heap.py).
class BusDisplay:
    def __init__(self, bus, init_sequence, **kwargs):
        self.bus = bus
