# Stand-in for CircuitPython's board module (a PicoSystem unless
# CONSOLE_TEST_BOARD names another board id), for booting a whole drive tree
# under the MicroPython binary (tests/test_bundle.py).
import os


class Pin:
    def __init__(self, name):
        self.name = name


board_id = os.getenv("CONSOLE_TEST_BOARD") or "pimoroni_picosystem"
for _name in ("SW_UP", "SW_DOWN", "SW_LEFT", "SW_RIGHT", "SW_A", "SW_B", "SW_X", "SW_Y",
              "LED_R", "LED_G", "LED_B", "AUDIO"):
    globals()[_name] = Pin(_name)


class _Display:
    width = 240
    height = 240
    brightness = 1.0
    root_group = None
    auto_refresh = True


DISPLAY = _Display()
