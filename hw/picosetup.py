# Starting a Raspberry Pi Pico (or another RP2040 board) with a 240x240
# ST7789 on SPI and buttons (hw/pico_st7789.py): the pins from settings.toml,
# whose defaults are the Waveshare Pico-LCD-1.3 wiring, the display, the keys,
# and the optional parts (a NeoPixel as the LED, a piezo). In memory only
# while the board starts: hw.detect() forgets this module afterwards.
from engine import buttons
from hw.devkeys import KeyButtons, setting_pin
from hw.devparts import NeoPixelLed, PwmBeeper, setting_exact

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
# up on screen. hw/st7789.py leaves the controller at MADCTL 0xC0, and
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


def make_display(settings, brightness, turn=ROTATION, restarted=False):
    """The display: on the console's own restart (`restarted`) the one the
    run before made, if CircuitPython kept it; else a new bus and display."""
    import supervisor

    if restarted:
        display = kept_display(supervisor.runtime)
        if display is not None:
            # (setting it, even to the same turn, starts CircuitPython's
            # terminal on it anew)
            if display.rotation != turn:
                display.rotation = turn
            display.brightness = brightness / 100
            # it shows CircuitPython's terminal now: left as it is until the
            # console's first screen (App.show, hw.whole_frame()), not drawn
            # again at each line printed meanwhile (0.3 s each on the emulated Pico)
            display.auto_refresh = False
            return display
    import busio
    import displayio

    try:
        from fourwire import FourWire
    except ImportError:
        from displayio import FourWire  # CircuitPython 8
    from hw import st7789

    sck, mosi, cs, dc, rst, bl = [setting_pin(settings, key, pin, needed) for key, pin, needed in LCD_PINS]
    # Frees the pins if a display survived from an earlier run.
    displayio.release_displays()
    spi = busio.SPI(clock=sck, MOSI=mosi)
    bus = FourWire(spi, command=dc, chip_select=cs, reset=rst, baudrate=SPI_BAUDRATE)
    # The 240x240 panel sits in a 240x320 controller: with this rotation its
    # rows start 80 lines in.
    display = st7789.make(
        bus,
        width=240,
        height=240,
        rotation=turn,
        rowstart=setting_exact(settings, "CONSOLE_LCD_ROWSTART", 80, range(321), "0 to 320"),
        colstart=setting_exact(settings, "CONSOLE_LCD_COLSTART", 0, range(321), "0 to 320"),
        backlight_pin=bl,
        brightness=brightness / 100,
        auto_refresh=False,
    )
    # Nothing more is drawn until the console's first screen (App.show,
    # hw.whole_frame()): not CircuitPython's terminal first, a refresh of the
    # whole screen (0.33 s on the emulated Pico). The panel's memory holds
    # noise at power-on: one blank frame (0.03 s) hides it.
    display.root_group = displayio.Group()
    display.refresh()
    # CircuitPython 10 keeps every display across supervisor.reload(), but
    # gives it to the next run as supervisor.runtime.display only when it is
    # the primary display, which one made by code.py is only when set so.
    # (CircuitPython 9 before 9.2.8 has no supervisor.runtime.display.)
    if hasattr(supervisor.runtime, "display"):
        supervisor.runtime.display = display
    return display


def kept_display(runtime):
    """The display the run before this one made (make_display), which
    CircuitPython kept across supervisor.reload(), when it is a 240x240 one;
    else None. Only the console's own restart asks: its settings are the
    ones that display was made with, so its pins, panel offsets and start-up
    stand, and the panel's reset and start-up pauses (hw/st7789.py) are
    saved. After an auto-reload (the player saved settings.toml, say) the
    display is made anew."""
    display = getattr(runtime, "display", None)
    if display is None or display.width != 240 or display.height != 240:
        return None
    return display


def set_up(hardware, settings):
    """Fills in a pico_st7789.Hardware: its display, keys and parts. Keys
    and rotation are checked before the display is made, so that with the
    display pins right the message about them goes on screen: a problem
    with them is returned (the display made), any other raised."""
    hardware.name = "Pico + ST7789"
    problem = None
    turn = 90
    try:
        turn = rotation(settings)
        pins, logical = key_pins(settings)
    except ValueError as error:
        problem = error
    hardware.display = make_display(settings, hardware.brightness, turn, hardware.restarted)
    if problem is not None:
        return problem
    hardware.width = hardware.display.width
    hardware.height = hardware.display.height
    # Keys pull up and read low when pressed (the Waveshare board's wiring).
    hardware.buttons = KeyButtons(pins, logical, pressed_low=True)
    hardware.led = hardware.part("LED", lambda: make_led(settings, hardware.led_brightness))
    hardware.beeper = hardware.part("beeper", lambda: make_beeper(settings, hardware.clock, hardware.sound))
    return None


def make_led(settings, brightness):
    import board

    # A board with its own NeoPixel (Feather RP2040) uses it unless told otherwise.
    default = "NEOPIXEL" if hasattr(board, "NEOPIXEL") else None
    pin = setting_pin(settings, "CONSOLE_NEOPIXEL_PIN", default)
    return None if pin is None else NeoPixelLed(pin, brightness)


def make_beeper(settings, clock, sound):
    pin = setting_pin(settings, "CONSOLE_BUZZER_PIN", None)
    return None if pin is None else PwmBeeper(pin, clock, sound)
