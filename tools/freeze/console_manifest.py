# A MicroPython manifest (docs/memory.md, what freezing would give):
# the C stand-ins as in standins_manifest.py, and the console itself frozen
# too: the engine, the hardware layer and the libraries deploy copies to lib/
# (staged in build/lib by `python tools/deploy.py --dry-run` or any
# tools/mp_app_heap.py run). This is what a CircuitPython firmware with the
# console built in would hold in flash; the product installs by copying
# files, so it is a measurement of that choice, not how the console ships.
include("standins_manifest.py")
package("engine", base_path="../..", opt=3)
package("hw", base_path="../..", opt=3)
package("adafruit_display_text", base_path="../../build/lib", opt=3)
for _name in ("adafruit_ticks", "adafruit_st7789", "neopixel"):
    module(_name + ".py", base_path="../../build/lib", opt=3)
