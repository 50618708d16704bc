# A Raspberry Pi Pico (or another RP2040 board) with a 240x240 ST7789 on SPI
# and buttons. Pins come from settings.toml; the defaults are the Waveshare
# Pico-LCD-1.3 wiring. Optional parts: a NeoPixel as the LED, a piezo.
from engine import buttons
from hw.devkeys import KeyButtons, setting_pin
from hw.devparts import DeviceHardware, PwmBeeper, setting_exact

# (settings key, Waveshare Pico-LCD-1.3 pin, needed). Chip select, reset and
# backlight may be "" on a panel that ties them.
LCD_PINS = (
    ("CONSOLE_LCD_SCK", "GP10", True),
    ("CONSOLE_LCD_MOSI", "GP11", True),
    ("CONSOLE_LCD_CS", "GP9", False),
    ("CONSOLE_LCD_DC", "GP8", True),
    ("CONSOLE_LCD_RST", "GP12", False),
    ("CONSOLE_LCD_BL", "GP13", False),
)
ROTATIONS = (0, 90, 180, 270)
# The picture's turn (displayio's rotation) with the board held as Waveshare
# draws its own demo: joystick left, A/B/X/Y right, so the joystick's UP is
# up on screen. adafruit_st7789 leaves the controller at MADCTL 0xC0, and
# turned 270 the picture lands where Waveshare's set-up (MADCTL 0x70) puts
# its own (tests/device/test_device_pure.py shows both on the same panel).
ROTATION = 270
# (settings key, Waveshare pin, logical button); the joystick press is MENU.
# Every key is needed except one of Y and MENU (both open the in-game menu).
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


# The display made before a settings problem was found: the message goes on it.
made_display = None


def key_pins(settings):
    """(pins, logical buttons) of the configured keys. Y or MENU may be ""
    (not wired) while the other is; any other key "" or unusable raises
    ValueError, like a wrong pin name."""
    pins = []
    logical = []
    menu_keys = 0
    for key, default, button in KEYS:
        optional = button == buttons.Y or button == buttons.MENU
        pin = setting_pin(settings, key, default, needed=not optional)
        if pin is not None:
            pins.append(pin)
            logical.append(button)
            if optional:
                menu_keys += 1
    if not menu_keys:
        raise ValueError("settings.toml CONSOLE_KEY_Y and CONSOLE_KEY_MENU are both \"\": "
                         "the console needs one of them (a name such as \"GP21\")")
    return pins, logical


def rotation(settings):
    return setting_exact(settings, "CONSOLE_LCD_ROTATION", ROTATION, ROTATIONS, "0, 90, 180 or 270")


def make_display(settings, brightness, turn=ROTATION):
    import busio
    import displayio

    try:
        from fourwire import FourWire
    except ImportError:
        from displayio import FourWire  # CircuitPython 8
    from adafruit_st7789 import ST7789

    sck, mosi, cs, dc, rst, bl = [setting_pin(settings, key, pin, needed) for key, pin, needed in LCD_PINS]
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
        rotation=turn,
        rowstart=setting_exact(settings, "CONSOLE_LCD_ROWSTART", 80, range(321), "0 to 320"),
        colstart=setting_exact(settings, "CONSOLE_LCD_COLSTART", 0, range(321), "0 to 320"),
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
        global made_display
        made_display = None
        DeviceHardware.__init__(self, settings)
        self.name = "Pico + ST7789"
        # Keys and rotation are checked before the display is made, so that
        # with the display pins right the message about them goes on screen.
        problem = None
        turn = 90
        try:
            turn = rotation(settings)
            pins, logical = key_pins(settings)
        except ValueError as error:
            problem = error
        self.display = make_display(settings, self.brightness, turn)
        if problem is not None:
            made_display = self.display
            raise problem
        self.width = self.display.width
        self.height = self.display.height
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
