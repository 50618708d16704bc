# A Raspberry Pi Pico (or another RP2040 board) with a 240x240 ST7789 on SPI
# and buttons. What starting it takes (pins from settings.toml, the display,
# the keys, the parts) is hw/picosetup.py, in memory only while it starts.
from hw.devparts import DeviceHardware

# The display made before a settings problem was found: the message goes on it.
made_display = None


class Hardware(DeviceHardware):
    def __init__(self, settings):
        global made_display
        made_display = None
        DeviceHardware.__init__(self, settings)
        from hw.picosetup import set_up

        problem = set_up(self, settings)
        if problem is not None:
            made_display = self.display
            raise problem
