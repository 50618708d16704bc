# The hardware layer: detect() picks the board (or the PC simulator) and
# returns its Hardware object (see HARDWARE.md); load_settings() reads
# settings.toml the same way on the device and on a PC.
import os
import sys

# settings.toml keys the console reads. On the device os.getenv only answers
# for a key it is asked about, so every key must be listed here.
SETTING_KEYS = (
    "CONSOLE_BOARD",
    "CONSOLE_BRIGHTNESS",
    "CONSOLE_SOUND",
    "CONSOLE_LED_BRIGHTNESS",
    "CONSOLE_NEOPIXEL_PIN",
    "CONSOLE_BUZZER_PIN",
    "CONSOLE_DRIVE_NAME",
    "CONSOLE_LCD_SCK",
    "CONSOLE_LCD_MOSI",
    "CONSOLE_LCD_CS",
    "CONSOLE_LCD_DC",
    "CONSOLE_LCD_RST",
    "CONSOLE_LCD_BL",
    "CONSOLE_LCD_ROTATION",
    "CONSOLE_LCD_ROWSTART",
    "CONSOLE_LCD_COLSTART",
    "CONSOLE_KEY_UP",
    "CONSOLE_KEY_DOWN",
    "CONSOLE_KEY_LEFT",
    "CONSOLE_KEY_RIGHT",
    "CONSOLE_KEY_A",
    "CONSOLE_KEY_B",
    "CONSOLE_KEY_X",
    "CONSOLE_KEY_Y",
    "CONSOLE_KEY_MENU",
    "CONSOLE_HEAP_LOG",
)

# board.board_id -> the hw module that drives it.
BOARD_MODULES = (
    ("pimoroni_picosystem", "picosystem"),
    ("raspberry_pi_pico", "pico_st7789"),
    ("raspberry_pi_pico_w", "pico_st7789"),
    ("raspberry_pi_pico2", "pico_st7789"),
    ("raspberry_pi_pico2_w", "pico_st7789"),
    ("adafruit_feather_rp2040", "pico_st7789"),
)
# Values CONSOLE_BOARD may take, to force a module on any board.
PROFILES = ("picosystem", "pico_st7789")
# The engine imports no library from lib/ (its text is engine/ui/text.py, on
# the firmware's own font), nor does a board's display (hw/st7789.py); the
# one library, neopixel, is for an optional LED, and without it the board
# says so (hw/devparts.py); one frozen into the firmware imports as well.


def _is_pc():
    return sys.implementation.name == "cpython"


def compile_lean():
    """Asks for optimisation level 3: no line-number tables in what is compiled
    from here on (bytecode lives in RAM; about 4 KB of the 32-bit peak under
    MicroPython, whose heap harness tests/mp/app_heap.py does the same). Stock
    CircuitPython 10.2.1 has no opt_level (CIRCUITPY_MICROPYTHON_ADVANCED is 0
    but on unix; the emulated Pico's micropython holds only const): there this
    does nothing, the tables stay, and a traceback names the line (why
    tools/strip.py keeps lines). code.py imports this package first."""
    try:
        import micropython

        micropython.opt_level(3)
    except (ImportError, AttributeError):
        pass  # stock CircuitPython (no opt_level), or a build without a compiler


if sys.implementation.name == "circuitpython":
    compile_lean()


def load_settings(path=None):
    """The settings.toml values as a dict (str/int/bool); {} when absent or unreadable."""
    if _is_pc():
        from hw.pcdetect import load_toml

        return load_toml(path)
    found = {}
    for key in assigned_keys(SETTING_KEYS, path or "/settings.toml"):
        try:
            value = os.getenv(key)
        except Exception:
            value = None
        if value is not None:
            found[key] = value
    return found


def assigned_keys(keys, path):
    """Those of `keys` that a line of the settings file at `path` assigns
    (KEY = ...), or all of them when it cannot be read. CircuitPython's
    os.getenv reads the whole file again for every key it is asked, set or
    not (6 ms a key on the emulated Pico): only these are asked, and
    os.getenv still decides what each holds."""
    try:
        with open(path) as f:
            text = f.read()
    except Exception:
        return keys
    names = set()
    for line in text.split("\n"):
        if "=" in line:
            names.add(line.split("=", 1)[0].strip().lstrip("\ufeff").strip("\"'"))
    return [key for key in keys if key in names]


def module_for(board_id, settings):
    """The hw module name for this board and settings, or None when unsupported."""
    forced = settings.get("CONSOLE_BOARD")
    if forced:
        return forced if forced in PROFILES else None
    for known_id, module in BOARD_MODULES:
        if known_id == board_id:
            return module
    return None


def detect():
    """The Hardware object for where this runs, or None (after saying why)."""
    if _is_pc():
        from hw.pcdetect import detect_pc

        return detect_pc()
    return _detect_board()


def _detect_board():
    # hw.unsupported (the messages) is imported only when one is needed
    try:
        import board

        board_id = board.board_id
    except Exception:
        board_id = "unknown"
    settings = load_settings()
    name = module_for(board_id, settings)
    if name is None:
        from hw import unsupported

        unsupported.show(unsupported.unknown_board_lines(board_id, settings))
        return None
    try:
        if name == "picosystem":
            from hw import picosystem as module
        else:
            from hw import pico_st7789 as module
        try:
            return module.Hardware(settings)
        finally:
            # the set-up code (and the display's start-up commands) leaves
            # the heap once the board has started
            for setup in ("picosetup", "st7789"):
                sys.modules.pop("hw." + setup, None)
                if setup in globals():
                    del globals()[setup]
    except ImportError as error:
        from hw import unsupported

        unsupported.show(unsupported.import_error_lines(error))
    except Exception as error:
        from hw import unsupported

        # A board without a built-in screen shows it on the display made
        # before a settings problem was found (pico_st7789.made_display).
        screen = getattr(sys.modules.get("hw." + name), "made_display", None)
        unsupported.show(unsupported.start_error_lines(name, error), screen)
    return None


def hold():
    """After detect() returned None on a board: keep its message on the screen until reset."""
    from hw import unsupported

    unsupported.hold()
