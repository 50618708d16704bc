# The Pico + ST7789's display (hw/picosetup.py): CircuitPython's BusDisplay
# with the console's own start-up commands for the Sitronix ST7789. They are
# the commands adafruit_st7789 2.1.5 sends, leaving the controller with the
# same register values (the device lane's panel model, tests/device/st7789.js,
# and the PC's frames rely on the last MADCTL), but with the pauses the
# controller's datasheet asks for instead of the library's 1.2 s (150 ms
# after the reset, 500 ms after waking, 500 ms after switching the panel on,
# 10 ms after each of the others). Checked on the emulated Pico only, not on
# a real panel. In memory only while the board starts: hw.detect() forgets it.

# displayio's format: a command byte, then a byte holding the number of its
# parameters with bit 7 set when a pause follows, the parameters, then the
# pause in ms. displayio waits 10 ms after a command that gives no pause, so
# "none" is a pause of 0. "The datasheet": Sitronix's for the ST7789VW (the
# controller of the Pico-LCD-1.3), its descriptions of SWRESET (01h) and
# SLPOUT (11h).
INIT_SEQUENCE = (
    # SWRESET. The datasheet: wait 5 ms before the next command, and 120 ms
    # before Sleep Out (the next one) when the reset came in Sleep Out mode:
    # the panel awake, as after a soft reload where no reset pin is wired.
    b"\x01\x80\x78"
    # SLPOUT. The datasheet: wait 5 ms before the next command while the
    # supply voltages and clocks settle, and 120 ms before a Sleep In; 120 ms
    # is what most drivers wait here.
    b"\x11\x80\x78"
    # COLMOD 0x55: 16 bits a pixel (RGB565). The datasheet names no pause
    # after this command or any below.
    b"\x3a\x81\x55\x00"
    # MADCTL 0x08, as the library sends it; the MADCTL below replaces it.
    b"\x36\x81\x08\x00"
    # NORON: normal display mode (no partial area).
    b"\x13\x80\x00"
    # DISPON: the panel shows the RAM.
    b"\x29\x80\x00"
    # MADCTL 0xC0: rows and columns mirrored (MY, MX). With it and displayio's
    # turn (hw/picosetup.py ROTATION) the picture stands as Waveshare's own
    # demo sets it (tests/device/test_device_pure.py).
    b"\x36\x81\xc0\x00"
    # INVON: the IPS panel shows the colours written only inverted.
    b"\x21\x80\x00"
)


def make(bus, **kwargs):
    """The display on `bus` (a fourwire.FourWire), started with INIT_SEQUENCE;
    kwargs are BusDisplay's (width, height, rotation, rowstart, ...).
    busdisplay is CircuitPython 9's: on 8 this import fails and the console
    says to install a newer one (hw/unsupported.py; make deploy refuses 8)."""
    from busdisplay import BusDisplay

    return BusDisplay(bus, INIT_SEQUENCE, **kwargs)
