# A Raspberry Pi Pico (or another RP2040 board) with a 240x240 ST7789 on SPI
# and buttons. Pins come from settings.toml; the defaults are the Waveshare
# Pico-LCD-1.3 wiring. Optional parts: a NeoPixel as the LED, a piezo.
from engine import buttons
from hw.devkeys import KeyButtons, setting_pin
from hw.devparts import DeviceHardware, PwmBeeper, setting_int

# (settings key, Waveshare Pico-LCD-1.3 pin)
LCD_PINS = (
    ("CONSOLE_LCD_SCK", "GP10"),
    ("CONSOLE_LCD_MOSI", "GP11"),
    ("CONSOLE_LCD_CS", "GP9"),
    ("CONSOLE_LCD_DC", "GP8"),
    ("CONSOLE_LCD_RST", "GP12"),
    ("CONSOLE_LCD_BL", "GP13"),
)
# (settings key, Waveshare pin, logical button); the joystick press is MENU.
KEYS = (
    ("CONSOLE_KEY_UP", "GP2", buttons.UP),
    ("CONSOLE_KEY_DOWN", "GP18", buttons.DOWN),
    ("CONSOLE_KEY_LEFT", "GP16", buttons.LEFT),
    ("CONSOLE_KEY_RIGHT", "GP20", buttons.RIGHT),
    ("CONSOLE_KEY_A", "GP15", buttons.A),
    ("CONSOLE_KEY_B", "GP17", buttons.B),
    ("CONSOLE_KEY_X", "GP19", buttons.X),
    ("CONSOLE_KEY_Y", "GP21", buttons.Y),
    ("CONSOLE_KEY_MENU", "GP3", buttons.MENU),
)
SPI_BAUDRATE = 62500000


def key_pins(settings):
    """(pins, logical buttons) of the configured keys; a key set to "" is left out."""
    pins = []
    logical = []
    for key, default, button in KEYS:
        pin = setting_pin(settings, key, default)
        if pin is not None:
            pins.append(pin)
            logical.append(button)
    return pins, logical


def make_display(settings, brightness):
    import busio
    import displayio

    try:
        from fourwire import FourWire
    except ImportError:
        from displayio import FourWire  # CircuitPython 8
    from adafruit_st7789 import ST7789

    sck, mosi, cs, dc, rst, bl = [setting_pin(settings, key, pin) for key, pin in LCD_PINS]
    # Frees the pins if a display survived from an earlier run.
    displayio.release_displays()
    spi = busio.SPI(clock=sck, MOSI=mosi)
    bus = FourWire(spi, command=dc, chip_select=cs, reset=rst, baudrate=SPI_BAUDRATE)
    # The 240x240 panel sits in a 240x320 controller: with this rotation its
    # rows start 80 lines in.
    return ST7789(
        bus,
        width=240,
        height=240,
        rotation=setting_int(settings, "CONSOLE_LCD_ROTATION", 90, 0, 270),
        rowstart=setting_int(settings, "CONSOLE_LCD_ROWSTART", 80, 0, 320),
        colstart=setting_int(settings, "CONSOLE_LCD_COLSTART", 0, 0, 320),
        backlight_pin=bl,
        brightness=brightness / 100,
    )


class NeoPixelLed:
    def __init__(self, pin, brightness):
        import neopixel

        self.pixels = neopixel.NeoPixel(pin, 1, brightness=brightness / 100, auto_write=True)
        self.pixels[0] = 0

    def set(self, rgb):
        self.pixels[0] = rgb


class Hardware(DeviceHardware):
    def __init__(self, settings):
        DeviceHardware.__init__(self, settings)
        self.name = "Pico + ST7789"
        self.display = make_display(settings, self.brightness)
        self.width = self.display.width
        self.height = self.display.height
        pins, logical = key_pins(settings)
        # Keys pull up and read low when pressed (the Waveshare board's wiring).
        self.buttons = KeyButtons(pins, logical, pressed_low=True)
        self.led = self.part("LED", self._make_led)
        self.beeper = self.part("beeper", self._make_beeper)

    def _make_led(self):
        import board

        # A board with its own NeoPixel (Feather RP2040) uses it unless told otherwise.
        default = "NEOPIXEL" if hasattr(board, "NEOPIXEL") else None
        pin = setting_pin(self.settings, "CONSOLE_NEOPIXEL_PIN", default)
        return None if pin is None else NeoPixelLed(pin, self.led_brightness)

    def _make_beeper(self):
        pin = setting_pin(self.settings, "CONSOLE_BUZZER_PIN", None)
        return None if pin is None else PwmBeeper(pin, self.clock, self.sound)
