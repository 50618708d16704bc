# What the console says when it cannot start on a board: an unknown board, a
# missing library, a wrong pin. The text goes to the serial console and, when
# the board has a built-in screen, onto that screen, so nobody is left with a
# bare traceback or a dark display.

# Libraries the deploy tool copies into lib/ (the rest are built in).
LIBRARIES = ("neopixel",)
# Built-in modules that only newer CircuitPython versions have.
NEW_BUILTINS = ("busdisplay", "fourwire", "keypad", "supervisor")
DEPLOY = "make deploy (python tools/deploy.py)"
PIN_KEYS = (
    "CONSOLE_LCD_SCK, CONSOLE_LCD_MOSI, CONSOLE_LCD_CS, CONSOLE_LCD_DC, "
    "CONSOLE_LCD_RST, CONSOLE_LCD_BL, CONSOLE_KEY_UP, CONSOLE_KEY_DOWN, "
    "CONSOLE_KEY_LEFT, CONSOLE_KEY_RIGHT, CONSOLE_KEY_A, CONSOLE_KEY_B, "
    "CONSOLE_KEY_X, CONSOLE_KEY_Y, CONSOLE_KEY_MENU (pin names such as \"GP8\")"
)
SCREEN_COLUMNS = 38


def unknown_board_lines(board_id, settings):
    forced = settings.get("CONSOLE_BOARD")
    lines = ["Card console: board not supported.", "Board id found: " + str(board_id)]
    if forced:
        lines.append("CONSOLE_BOARD = \"" + str(forced) + "\" is not a known profile.")
    lines.append("Supported boards: pimoroni_picosystem (PicoSystem);")
    lines.append("raspberry_pi_pico, raspberry_pi_pico_w, raspberry_pi_pico2,")
    lines.append("adafruit_feather_rp2040 (with a 240x240 ST7789 and buttons).")
    lines.append("For any board wired to a 240x240 ST7789, set in settings.toml:")
    lines.append("CONSOLE_BOARD = \"pico_st7789\"")
    lines.append("and the pins: " + PIN_KEYS + ".")
    lines.append("Optional: CONSOLE_NEOPIXEL_PIN, CONSOLE_BUZZER_PIN.")
    return lines


def _module_name(error):
    name = getattr(error, "name", None)  # CPython only
    if name:
        return name
    # CircuitPython says: no module named 'neopixel'
    text = str(error)
    start = text.find("'")
    end = text.find("'", start + 1)
    if start >= 0 and end > start:
        return text[start + 1 : end]
    return text


def import_error_lines(error):
    name = _module_name(error)
    top = name.split(".")[0]
    if top in NEW_BUILTINS:
        return [
            "Card console: this CircuitPython has no",
            "built-in module '" + top + "'.",
            "Install CircuitPython 9 or newer.",
        ]
    return [
        "Card console: missing library '" + name + "'.",
        "Copy the libraries onto the board again:",
        "rerun the deploy tool: " + DEPLOY,
        "(it puts " + ", ".join(LIBRARIES) + " into lib/).",
    ]


def start_error_lines(profile, error):
    return [
        "Card console: could not start the " + profile + " hardware:",
        type(error).__name__ + ": " + str(error),
        "Check the board and the pin keys in settings.toml:",
        "CONSOLE_BOARD and " + PIN_KEYS + ".",
    ]


def wrap(lines, columns):
    """Lines broken at spaces so none is longer than columns (long words are cut)."""
    out = []
    for line in lines:
        current = ""
        for word in line.split(" "):
            while len(word) > columns:
                if current:
                    out.append(current)
                    current = ""
                out.append(word[:columns])
                word = word[columns:]
            if not current:
                current = word
            elif len(current) + 1 + len(word) <= columns:
                current = current + " " + word
            else:
                out.append(current)
                current = word
        out.append(current)
    return out


def show(lines, display=None):
    """The lines on the serial console and on `display` (else the board's own)."""
    for line in lines:
        print(line)
    try:
        _show_on_screen(wrap(lines, SCREEN_COLUMNS), display)
    except Exception as error:
        # The serial text above is the message; the screen is a courtesy.
        print("(could not draw on the screen: " + str(error) + ")")


def hold():
    """Keeps the message up until the board is reset. When code.py ends,
    CircuitPython puts its own terminal back on the screen, which would wipe
    the message at once. The drive stays usable meanwhile, and saving a fixed
    settings.toml onto it restarts the console (auto-reload)."""
    import time

    while True:
        time.sleep(1)


def _show_on_screen(lines, display=None):
    if display is None:
        import board

        display = getattr(board, "DISPLAY", None)
    if display is None:
        return
    import displayio
    import terminalio

    try:
        # where a player keeps the library in lib/ (the console itself draws
        # its text without it: engine/ui/text.py)
        from adafruit_display_text import bitmap_label
    except ImportError:
        # The built-in terminal shows the serial text printed above.
        display.root_group = getattr(displayio, "CIRCUITPYTHON_TERMINAL", None)
        display.auto_refresh = True  # the console's display waits for its first screen
        return
    text = "\n".join(lines)
    label = bitmap_label.Label(terminalio.FONT, text=text, color=0xFFFFFF, line_spacing=1.0)
    label.anchor_point = (0, 0)
    label.anchored_position = (2, 2)
    group = displayio.Group()
    group.append(label)
    display.root_group = group
    display.auto_refresh = True  # the console's display waits for its first screen
