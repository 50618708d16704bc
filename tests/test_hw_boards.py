"""The device side of hw/ under CPython, with fake CircuitPython modules
(board, keypad, pwmio, microcontroller, supervisor, displayio, ...) put into
sys.modules: the button wiring, the event queue, the LED, the beeper, the
clock's wrap, and what an unknown board or a missing library says."""
import os
import sys
import types

import pytest

import hw
from engine import buttons

DEVICE_MODULES = ("hw.picosystem", "hw.pico_st7789", "hw.picosetup", "hw.st7789", "hw.devkeys", "hw.devparts")


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Pin(%s)" % self.name


class FakeEvent:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class FakeQueue:
    def __init__(self):
        self.items = []

    def put(self, key_number, pressed):
        self.items.append((key_number, pressed))

    def get_into(self, event):
        if not self.items:
            return False
        event.key_number, event.pressed = self.items.pop(0)
        return True


class FakeKeys:
    made = []

    def __init__(self, pins, value_when_pressed, pull=False, interval=0.02):
        self.pins = pins
        self.value_when_pressed = value_when_pressed
        self.pull = pull
        self.events = FakeQueue()
        FakeKeys.made.append(self)

    def deinit(self):
        pass


class FakePWM:
    def __init__(self, pin, frequency=500, duty_cycle=0, variable_frequency=False):
        self.pin = pin
        self.frequency = frequency
        self.duty_cycle = duty_cycle
        self.variable_frequency = variable_frequency


class FakeDisplay:
    def __init__(self, width=240, height=240, **kwargs):
        self.width = width
        self.height = height
        self.kwargs = kwargs
        self.rotation = kwargs.get("rotation", 0)
        self.brightness = 1.0
        self.root_group = None
        self.auto_refresh = kwargs.get("auto_refresh", True)
        self.refreshes = 0

    def refresh(self):
        self.refreshes += 1


class Made:
    """What the fake displayio and busio were asked for."""
    released = 0  # displayio.release_displays() calls
    buses = 0  # busio.SPI objects


def release_displays():
    Made.released += 1


def make_spi(clock, MOSI):
    Made.buses += 1
    return ("SPI", clock, MOSI)


def make_bus_display(bus, init_sequence, **kwargs):
    return FakeDisplay(bus=bus, init_sequence=init_sequence, **kwargs)


class Clock:
    now = 0


def _module(name, **attrs):
    module = types.ModuleType(name)
    module.__dict__.update(attrs)
    return module


@pytest.fixture
def device(monkeypatch):
    """Fake CircuitPython modules; returns the fake `board` module to fill in."""
    FakeKeys.made = []
    Clock.now = 1000
    Made.released = Made.buses = 0
    board = _module("board", board_id="raspberry_pi_pico")
    gpio = _module("microcontroller.pin")
    for n in range(30):
        setattr(gpio, "GPIO%d" % n, Pin("GPIO%d" % n))
    fakes = {
        "board": board,
        "keypad": _module("keypad", Keys=FakeKeys, Event=FakeEvent),
        "pwmio": _module("pwmio", PWMOut=FakePWM),
        "microcontroller": _module("microcontroller", nvm=bytearray(4096), pin=gpio),
        # CircuitPython 10's runtime at power-on: no display yet
        "supervisor": _module("supervisor", ticks_ms=lambda: Clock.now,
                              runtime=types.SimpleNamespace(run_reason="startup", display=None)),
        "digitalio": _module("digitalio"),
        "displayio": _module(
            "displayio",
            release_displays=release_displays,
            Group=list,
            CIRCUITPYTHON_TERMINAL="terminal",
        ),
        "busio": _module("busio", SPI=make_spi),
        "fourwire": _module("fourwire", FourWire=lambda spi, **kw: ("bus", spi, kw)),
        "busdisplay": _module("busdisplay", BusDisplay=make_bus_display),
        "terminalio": _module("terminalio", FONT="font"),
    }
    for name, module in fakes.items():
        monkeypatch.setitem(sys.modules, name, module)
    _forget_device_modules()
    monkeypatch.setattr(hw, "_is_pc", lambda: False)
    yield board
    # Device modules bound to the fakes must not leak into other tests.
    _forget_device_modules()


def _forget_device_modules():
    for name in DEVICE_MODULES:
        sys.modules.pop(name, None)
        if hasattr(hw, name[3:]):
            delattr(hw, name[3:])


def add_pico_pins(board):
    for n in range(29):
        setattr(board, "GP%d" % n, Pin("GP%d" % n))


def add_picosystem_pins(board):
    board.board_id = "pimoroni_picosystem"
    board.DISPLAY = FakeDisplay()
    for name in ("SW_UP", "SW_DOWN", "SW_LEFT", "SW_RIGHT", "SW_A", "SW_B", "SW_X", "SW_Y",
                 "LED_R", "LED_G", "LED_B", "AUDIO"):
        setattr(board, name, Pin(name))


def press(hardware, pin_name):
    keys = hardware.buttons.keys
    number = [pin.name for pin in keys.pins].index(pin_name)
    keys.events.put(number, True)
    keys.events.put(number, False)


def test_picosystem_buttons_map_every_key_and_only_presses(device):
    add_picosystem_pins(device)
    hardware = hw.detect()
    assert hardware.name == "PicoSystem"
    assert hardware.display is device.DISPLAY and (hardware.width, hardware.height) == (240, 240)
    keys = hardware.buttons.keys
    assert keys.value_when_pressed is False and keys.pull is True
    expected = {"SW_UP": buttons.UP, "SW_DOWN": buttons.DOWN, "SW_LEFT": buttons.LEFT,
                "SW_RIGHT": buttons.RIGHT, "SW_A": buttons.A, "SW_B": buttons.B,
                "SW_X": buttons.X, "SW_Y": buttons.Y}
    for pin_name, button in sorted(expected.items()):
        press(hardware, pin_name)
        assert hardware.buttons.next() == button, pin_name
        assert hardware.buttons.next() == -1  # the release is not a press
    # Two quick presses between frames are both delivered, in order.
    press(hardware, "SW_A")
    press(hardware, "SW_B")
    assert [hardware.buttons.next() for _ in range(3)] == [buttons.A, buttons.B, -1]


def test_picosystem_led_beeper_storage_and_brightness(device):
    add_picosystem_pins(device)
    from hw import picosystem

    hardware = picosystem.Hardware({"CONSOLE_BRIGHTNESS": 50, "CONSOLE_LED_BRIGHTNESS": 100})
    assert device.DISPLAY.brightness == 0.5
    red, green, blue = hardware.led._outs
    assert (red.pin.name, green.pin.name, blue.pin.name) == ("LED_R", "LED_G", "LED_B")
    # The backlight's PWM slice is shared with LED_G: same frequency.
    assert green.frequency == 50000
    hardware.led.set(0xFF0000)
    # Common anode: a lit channel drives the pin low.
    assert red.duty_cycle == 65535 - 255 * 255 and green.duty_cycle == 65535
    hardware.led.set(0)
    assert red.duty_cycle == 65535

    tone = hardware.beeper._out
    hardware.beeper.beep(880, 100)
    assert tone.frequency == 880 and tone.duty_cycle > 0
    Clock.now += 50
    hardware.frame()
    assert tone.duty_cycle > 0  # still sounding: beep() did not block
    Clock.now += 60
    hardware.frame()
    assert tone.duty_cycle == 0

    assert hardware.storage.size == 4096
    hardware.storage.write(10, b"abc")
    assert hardware.storage.read(10, 3) == b"abc"


class RootRecorder(FakeDisplay):
    """A display that notes every root group it is given."""

    def __init__(self):
        self.given = []
        super().__init__()

    @property
    def root_group(self):
        return self._root

    @root_group.setter
    def root_group(self, group):
        self.given.append(group)
        self._root = group


def test_a_new_scene_is_held_until_the_next_frame_and_then_drawn_whole(device):
    add_pico_pins(device)
    hardware = hw.detect()
    display = hardware.display = RootRecorder()
    root = object()
    display.root_group = root
    del display.given[:]
    hardware.frame()
    assert display.given == [] and display.auto_refresh  # no new scene: nothing done
    hardware.whole_frame()
    hardware.whole_frame()  # two scenes before a frame: one whole refresh
    assert display.auto_refresh is False and display.given == []
    hardware.frame()
    # a new root group (the same one again) is drawn as one area, the whole screen
    assert display.given == [None, root] and display.root_group is root
    assert display.auto_refresh is True
    hardware.frame()
    assert display.given == [None, root]


def test_update_restarts_the_board_into_its_uf2_bootloader(device):
    # The stand-in microcontroller records the calls a real one would act on.
    calls = []

    class RunMode:
        NORMAL = "normal"
        UF2 = "uf2"
        BOOTLOADER = "bootloader"

    micro = sys.modules["microcontroller"]
    micro.RunMode = RunMode
    micro.on_next_reset = lambda mode: calls.append(("on_next_reset", mode))
    micro.reset = lambda: calls.append(("reset",))
    add_picosystem_pins(device)
    hardware = hw.detect()
    hardware.enter_bootloader()
    assert calls == [("on_next_reset", "uf2"), ("reset",)]
    add_pico_pins(device)
    device.board_id = "raspberry_pi_pico"
    calls.clear()
    hw.detect().enter_bootloader()
    assert calls == [("on_next_reset", "uf2"), ("reset",)]


def test_sound_off_setting_silences_beeps(device):
    add_picosystem_pins(device)
    from hw import picosystem

    hardware = picosystem.Hardware({"CONSOLE_SOUND": 0})
    hardware.beeper.beep(440, 100)
    assert hardware.beeper._out.duty_cycle == 0


def test_clock_is_monotonic_across_the_supervisor_wrap(device):
    from hw.devparts import Clock as DeviceClock

    Clock.now = 2**29 - 10
    clock = DeviceClock()
    start = clock.ticks_ms()
    Clock.now = 5  # wrapped
    assert clock.ticks_ms() - start == 15
    Clock.now = 1005
    assert clock.ticks_ms() - start == 1015


def test_pico_st7789_defaults_are_the_waveshare_wiring(device):
    add_pico_pins(device)
    hardware = hw.detect()
    assert hardware.name == "Pico + ST7789"
    kw = hardware.display.kwargs
    assert (hardware.width, hardware.height) == (240, 240)
    assert kw["backlight_pin"].name == "GP13" and kw["rowstart"] == 80 and kw["colstart"] == 0
    assert kw["rotation"] == 270 and kw["brightness"] == 1.0
    _, (_, sck, mosi), bus = kw["bus"]
    assert (sck.name, mosi.name) == ("GP10", "GP11")
    assert (bus["command"].name, bus["chip_select"].name, bus["reset"].name) == ("GP8", "GP9", "GP12")
    # the set-up code and the start-up commands leave memory once the board has started
    assert "hw.picosetup" not in sys.modules and "hw.st7789" not in sys.modules
    # the console's own start-up commands (hw/st7789.py), after the pins of
    # an earlier run's display were freed
    from hw import st7789

    assert kw["init_sequence"] == st7789.INIT_SEQUENCE and Made.released == 1
    # nothing drawn but one blank frame (the panel's memory is noise at
    # power-on) until the console's first screen: hw.whole_frame()
    assert kw["auto_refresh"] is False and hardware.display.refreshes == 1
    assert len(hardware.display.root_group) == 0
    # the primary display, which CircuitPython gives the next run (make_display)
    assert sys.modules["supervisor"].runtime.display is hardware.display
    expected = {"GP2": buttons.UP, "GP18": buttons.DOWN, "GP16": buttons.LEFT,
                "GP20": buttons.RIGHT, "GP15": buttons.A, "GP17": buttons.B,
                "GP19": buttons.X, "GP21": buttons.Y, "GP3": buttons.MENU}
    keys = hardware.buttons.keys
    assert sorted(pin.name for pin in keys.pins) == sorted(expected)
    assert keys.value_when_pressed is False and keys.pull is True
    for pin_name, button in sorted(expected.items()):
        press(hardware, pin_name)
        assert hardware.buttons.next() == button, pin_name
    assert hardware.buttons.next() == -1
    assert hardware.led is None and hardware.beeper is None


def test_pico_st7789_pins_and_neopixel_from_settings(device, monkeypatch):
    add_pico_pins(device)
    pixels = []

    class NeoPixel(list):
        def __init__(self, pin, n, brightness=1.0, auto_write=True):
            list.__init__(self, [0] * n)
            self.pin = pin
            self.brightness = brightness
            pixels.append(self)

    monkeypatch.setitem(sys.modules, "neopixel", _module("neopixel", NeoPixel=NeoPixel))
    from hw import pico_st7789

    settings = {"CONSOLE_KEY_A": "GP5", "CONSOLE_KEY_MENU": "", "CONSOLE_NEOPIXEL_PIN": "GP22",
                "CONSOLE_BUZZER_PIN": "GP27", "CONSOLE_LED_BRIGHTNESS": 50}
    hardware = pico_st7789.Hardware(settings)
    names = [pin.name for pin in hardware.buttons.keys.pins]
    assert "GP5" in names and "GP15" not in names and "GP3" not in names
    press(hardware, "GP5")
    assert hardware.buttons.next() == buttons.A
    hardware.led.set(0x123456)
    assert pixels[0].pin.name == "GP22" and pixels[0][0] == 0x123456
    assert pixels[0].brightness == 0.5
    assert hardware.beeper._out.pin.name == "GP27"


def test_gp_names_work_on_boards_that_only_name_gpio(device):
    device.board_id = "adafruit_feather_rp2040"
    device.NEOPIXEL = Pin("NEOPIXEL")
    from hw import devkeys

    assert devkeys.find_pin("GP10").name == "GPIO10"
    with pytest.raises(ValueError):
        devkeys.setting_pin({"CONSOLE_LCD_DC": "D99"}, "CONSOLE_LCD_DC", "GP8")


def test_unknown_board_says_what_is_supported_and_returns_none(device, capsys, monkeypatch):
    device.board_id = "adafruit_pygamer"
    device.DISPLAY = FakeDisplay(160, 128)
    shown = []

    class Label:
        def __init__(self, font, text="", **kw):
            shown.append(text)

    package = _module("adafruit_display_text")
    package.bitmap_label = _module("adafruit_display_text.bitmap_label", Label=Label)
    # monkeypatch puts the real library back afterwards: deleting it would make
    # later imports load a second copy with different classes.
    monkeypatch.setitem(sys.modules, "adafruit_display_text", package)
    monkeypatch.setitem(sys.modules, "adafruit_display_text.bitmap_label", package.bitmap_label)
    assert hw.detect() is None
    out = capsys.readouterr().out
    for needed in ("adafruit_pygamer", "pimoroni_picosystem", "raspberry_pi_pico",
                   "CONSOLE_BOARD", "CONSOLE_LCD_DC", "CONSOLE_KEY_A", "Traceback"):
        assert (needed in out) == (needed != "Traceback"), needed
    assert device.DISPLAY.root_group is not None
    assert "adafruit_pygamer" in shown[0]
    assert max(len(line) for line in shown[0].split("\n")) <= 38


def test_console_board_setting_overrides_the_board_id():
    # A typo is not silently ignored: the board is reported as unsupported.
    assert hw.module_for("raspberry_pi_pico", {"CONSOLE_BOARD": "pico_st7798"}) is None
    assert hw.module_for("adafruit_qtpy_rp2040", {"CONSOLE_BOARD": "pico_st7789"}) == "pico_st7789"


@pytest.mark.parametrize("missing, told", [
    # a file of the console's own: named, with the deploy tool that copies it
    ("hw.st7789", "deploy"),
    # CircuitPython 8 had no busdisplay module (hw/st7789.py imports it)
    ("busdisplay", "CircuitPython 9 or newer"),
])
def test_a_missing_module_of_the_display_is_named_with_what_to_do(device, capsys, monkeypatch, missing, told):
    add_pico_pins(device)
    monkeypatch.setitem(sys.modules, missing, None)
    assert hw.detect() is None
    out = capsys.readouterr().out
    assert missing in out and told in out and "Traceback" not in out


def init_commands(sequence):
    """[(command, parameters, pause in ms)] of a displayio init sequence, as
    displayio's BusDisplay reads it: a command byte, a byte with its
    parameter count (bit 7: a pause follows), the parameters, the pause
    (255: 500 ms); a command with no pause is followed by one of 10 ms."""
    found = []
    at = 0
    while at < len(sequence):
        command, count = sequence[at], sequence[at + 1] & 0x7F
        paused = sequence[at + 1] & 0x80
        parameters = bytes(sequence[at + 2:at + 2 + count])
        at += 2 + count
        pause = 10
        if paused:
            pause = 500 if sequence[at] == 255 else sequence[at]
            at += 1
        found.append((command, parameters, pause))
    return found


def test_the_display_starts_with_adafruit_st7789s_commands_and_the_datasheets_pauses():
    from hw import st7789

    commands = init_commands(st7789.INIT_SEQUENCE)
    # adafruit_st7789 2.1.5's commands and parameters, in its order: the
    # controller ends with the same registers (MADCTL 0xC0, which the device
    # lane's panel model and the picture's turn rely on; 16-bit colour;
    # inverted; awake and on)
    assert [(command, parameters) for command, parameters, _ in commands] == [
        (0x01, b""), (0x11, b""), (0x3A, b"\x55"), (0x36, b"\x08"), (0x13, b""), (0x29, b""),
        (0x36, b"\xc0"), (0x21, b"")]
    pauses = [pause for _, _, pause in commands]
    # the datasheet: 120 ms from a reset to Sleep Out, 5 ms after waking;
    # none named for the others (the library and displayio waited 1,200 ms)
    assert pauses[0] >= 120 and pauses[1] >= 5
    assert pauses == [120, 120, 0, 0, 0, 0, 0, 0]


class RunReason:
    STARTUP = "startup"
    AUTO_RELOAD = "auto_reload"
    SUPERVISOR_RELOAD = "supervisor_reload"
    REPL_RELOAD = "repl_reload"


def started_by(device, reason, runtime_display="none"):
    """The fake board as CircuitPython starts code.py: `reason` its run
    reason, `runtime_display` what supervisor.runtime.display gives (absent
    when "none", as on a CircuitPython without it)."""
    add_pico_pins(device)
    supervisor = sys.modules["supervisor"]
    supervisor.RunReason = RunReason
    supervisor.runtime = types.SimpleNamespace(run_reason=reason)
    if runtime_display != "none":
        supervisor.runtime.display = runtime_display


def test_the_consoles_own_restart_keeps_the_display_the_run_before_made(device):
    kept = FakeDisplay(rotation=270)
    started_by(device, RunReason.SUPERVISOR_RELOAD, kept)
    from hw import pico_st7789

    hardware = pico_st7789.Hardware({"CONSOLE_BRIGHTNESS": 40, "CONSOLE_LCD_ROTATION": 180})
    assert hardware.restarted and hardware.display is kept
    # turned and lit as the settings say; no new bus, the display not released
    assert kept.rotation == 180 and kept.brightness == 0.4
    assert Made.buses == 0 and Made.released == 0
    # left showing what it shows (CircuitPython's terminal) until the first screen
    assert kept.auto_refresh is False and kept.refreshes == 0
    assert (hardware.width, hardware.height) == (240, 240) and hardware.buttons is not None


@pytest.mark.parametrize("reason,kept", [
    (RunReason.SUPERVISOR_RELOAD, None),  # none was kept
    (RunReason.SUPERVISOR_RELOAD, "none"),  # a CircuitPython without supervisor.runtime.display
    (RunReason.SUPERVISOR_RELOAD, FakeDisplay(320, 240)),  # not the console's panel
    (RunReason.SUPERVISOR_RELOAD, FakeDisplay(240, 135)),
    (RunReason.AUTO_RELOAD, FakeDisplay()),  # a file saved on the drive: settings.toml, say
    (RunReason.REPL_RELOAD, FakeDisplay()),  # Ctrl-D
    (RunReason.STARTUP, FakeDisplay()),
], ids=["none-kept", "no-runtime-display", "other-width", "other-height", "auto-reload", "repl-reload", "startup"])
def test_any_other_start_makes_the_display_anew(device, reason, kept):
    started_by(device, reason, kept)
    from hw import pico_st7789, st7789

    hardware = pico_st7789.Hardware({"CONSOLE_BRIGHTNESS": 40})
    assert hardware.display is not kept
    assert hardware.display.kwargs["init_sequence"] == st7789.INIT_SEQUENCE
    assert hardware.display.kwargs["brightness"] == 0.4 and hardware.display.kwargs["rotation"] == 270
    assert Made.buses == 1 and Made.released == 1
    # the new one is the primary display, for the next restart to find
    runtime = sys.modules["supervisor"].runtime
    assert getattr(runtime, "display", "absent") == ("absent" if kept == "none" else hardware.display)


def test_wrong_pin_setting_is_a_message_not_a_crash(device, capsys, monkeypatch):
    add_pico_pins(device)
    monkeypatch.setattr(hw, "load_settings", lambda: {"CONSOLE_LCD_DC": "GP99"})
    assert hw.detect() is None
    out = capsys.readouterr().out
    assert "CONSOLE_LCD_DC" in out and "GP99" in out


def fake_labels(monkeypatch):
    """Texts put on a screen through bitmap_label, collected in a list."""
    shown = []

    class Label:
        def __init__(self, font, text="", **kw):
            shown.append(text)

    package = _module("adafruit_display_text")
    package.bitmap_label = _module("adafruit_display_text.bitmap_label", Label=Label)
    monkeypatch.setitem(sys.modules, "adafruit_display_text", package)
    monkeypatch.setitem(sys.modules, "adafruit_display_text.bitmap_label", package.bitmap_label)
    return shown


def start_message(device, capsys, monkeypatch, settings):
    """What detect() prints and draws for these settings on a Pico + ST7789."""
    add_pico_pins(device)
    shown = fake_labels(monkeypatch)
    monkeypatch.setattr(hw, "load_settings", lambda: dict(settings))
    assert hw.detect() is None
    out = capsys.readouterr().out
    assert "Traceback" not in out
    return out, shown


EVERY_KEY_EMPTY = {key: "" for key in hw.SETTING_KEYS if key.startswith("CONSOLE_KEY_")}


@pytest.mark.parametrize("settings,named", [
    (EVERY_KEY_EMPTY, "CONSOLE_KEY_UP"),
    ({"CONSOLE_KEY_A": ""}, "CONSOLE_KEY_A"),
    ({"CONSOLE_KEY_X": "none"}, "CONSOLE_KEY_X"),
    ({"CONSOLE_KEY_Y": "", "CONSOLE_KEY_MENU": ""}, "CONSOLE_KEY_MENU"),
    ({"CONSOLE_KEY_B": "GP99"}, "CONSOLE_KEY_B"),  # a wrong one, for comparison
    ({"CONSOLE_LCD_ROTATION": 45}, "CONSOLE_LCD_ROTATION"),
    ({"CONSOLE_LCD_ROTATION": "sideways"}, "CONSOLE_LCD_ROTATION"),
    ({"CONSOLE_LCD_ROTATION": ""}, "CONSOLE_LCD_ROTATION"),
    ({"CONSOLE_LCD_ROTATION": True}, "CONSOLE_LCD_ROTATION"),
])
def test_an_empty_or_unusable_key_or_rotation_is_the_same_message_as_a_wrong_pin(
        device, capsys, monkeypatch, settings, named):
    out, shown = start_message(device, capsys, monkeypatch, settings)
    from hw import pico_st7789

    # on the display the display pins allow, and on the serial console
    screen = pico_st7789.made_display
    assert screen.root_group is not None and named in shown[0].replace("\n", " ")
    assert named in out and "settings.toml" in out
    # the same lines as a wrong pin name gets
    wrong, _ = start_message(device, capsys, monkeypatch, {"CONSOLE_LCD_DC": "GP99"})
    assert out.split("\n")[0] == wrong.split("\n")[0] == "Card console: could not start the pico_st7789 hardware:"
    assert out.split("\n")[2:] == wrong.split("\n")[2:]


@pytest.mark.parametrize("key", ["CONSOLE_LCD_SCK", "CONSOLE_LCD_MOSI", "CONSOLE_LCD_DC"])
def test_an_empty_display_pin_is_a_message_like_a_wrong_one(device, capsys, monkeypatch, key):
    out, _ = start_message(device, capsys, monkeypatch, {key: ""})
    assert key in out and "needs this pin" in out


@pytest.mark.parametrize("key,value", [("CONSOLE_LCD_ROWSTART", "x"), ("CONSOLE_LCD_COLSTART", 400)])
def test_an_unusable_panel_offset_is_a_message(device, capsys, monkeypatch, key, value):
    out, _ = start_message(device, capsys, monkeypatch, {key: value})
    assert key in out and "0 to 320" in out


def test_optional_pins_and_one_menu_key_may_be_left_unwired(device):
    add_pico_pins(device)
    from hw import pico_st7789

    settings = {"CONSOLE_KEY_Y": "", "CONSOLE_LCD_CS": "", "CONSOLE_LCD_RST": "none",
                "CONSOLE_LCD_BL": "", "CONSOLE_LCD_ROTATION": "180"}
    hardware = pico_st7789.Hardware(settings)
    assert hardware.display.kwargs["rotation"] == 180 and hardware.display.kwargs["backlight_pin"] is None
    names = [pin.name for pin in hardware.buttons.keys.pins]
    assert "GP21" not in names and "GP3" in names and len(names) == 8


@pytest.fixture
def free_display():
    """Blinka allows one display per process: free it around a headless Hardware."""
    import displayio

    displayio.release_displays()
    yield
    displayio.release_displays()


def test_pc_without_a_screen_runs_headless_and_says_where_shots_go(monkeypatch, capsys, free_display):
    monkeypatch.setenv("CONSOLE_HEADLESS", "1")
    hardware = hw.detect()
    assert hardware.name == "headless"
    assert "screenshots go to" in capsys.readouterr().out


def test_settings_file_is_read_on_a_pc(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('CONSOLE_SOUND = 0\nCONSOLE_BOARD = "pico_st7789"\n')
    assert hw.load_settings(str(path)) == {"CONSOLE_SOUND": 0, "CONSOLE_BOARD": "pico_st7789"}
    assert hw.load_settings(str(tmp_path / "none.toml")) == {}
    repo = hw.load_settings()
    assert repo.get("CONSOLE_SOUND") in (0, 1)


def test_the_board_asks_os_getenv_only_for_keys_the_file_assigns(tmp_path, monkeypatch):
    # CircuitPython's os.getenv reads the whole file for every key asked:
    # keys only named in comments, or not there at all, are not asked
    path = tmp_path / "settings.toml"
    path.write_text('# CONSOLE_KEY_UP = "GP2"\n\ufeffCONSOLE_SOUND=0\r\n  "CONSOLE_BOARD" = "pico_st7789"\n'
                    'CONSOLE_LCD_DC = "GP8"  # the wiring\nOTHER = 1\n', encoding="utf-8")
    asked = []

    def getenv(key):
        asked.append(key)
        return {"CONSOLE_SOUND": 0, "CONSOLE_BOARD": "pico_st7789", "CONSOLE_KEY_UP": "GP2"}.get(key)

    monkeypatch.setattr(hw, "_is_pc", lambda: False)
    monkeypatch.setattr(hw.os, "getenv", getenv)
    assert hw.load_settings(str(path)) == {"CONSOLE_SOUND": 0, "CONSOLE_BOARD": "pico_st7789"}
    assert sorted(asked) == ["CONSOLE_BOARD", "CONSOLE_LCD_DC", "CONSOLE_SOUND"]
    # a file that cannot be read: every key is asked, os.getenv decides
    asked.clear()
    assert hw.load_settings(str(tmp_path / "none.toml")) == {"CONSOLE_SOUND": 0, "CONSOLE_BOARD": "pico_st7789",
                                                             "CONSOLE_KEY_UP": "GP2"}
    assert asked == list(hw.SETTING_KEYS)


def test_a_missing_library_is_told_to_rerun_deploy():
    from hw import unsupported

    text = " ".join(unsupported.import_error_lines(ImportError("no module named 'neopixel'")))
    assert "neopixel" in text and "deploy" in text


def test_the_engine_needs_no_library_from_lib():
    # its text is drawn from the firmware's font (engine/ui/text.py); the
    # board modules import their display library, from lib/ or frozen in
    from tools import deploy

    needed = set()
    for path, dest in deploy.project_files():
        if dest.startswith("engine/") and dest.endswith(".py"):
            needed.update(name.split(".")[0] for name, _ in deploy.imports_of(path)[0])
    assert not needed & {"adafruit_display_text", "adafruit_ticks", "adafruit_bitmap_font"}, needed


# Fake CircuitPython modules as files, for the real MicroPython binary.
MP_FAKES = {
    "board.py": (
        "board_id = 'pimoroni_picosystem'\n"
        "class Pin:\n    def __init__(self, name): self.name = name\n"
        "for _n in ('SW_UP SW_DOWN SW_LEFT SW_RIGHT SW_A SW_B SW_X SW_Y LED_R LED_G LED_B AUDIO'"
        " ' GP2 GP3 GP8 GP9 GP10 GP11 GP12 GP13 GP15 GP16 GP17 GP18 GP19 GP20 GP21').split():\n"
        "    globals()[_n] = Pin(_n)\n"
        "class _Display:\n    width = 240\n    height = 240\n    brightness = 1.0\n    root_group = None\n    auto_refresh = True\n"
        "DISPLAY = _Display()\n"
    ),
    "keypad.py": (
        "class Event:\n    def __init__(self, key_number=0, pressed=True):\n"
        "        self.key_number = key_number\n        self.pressed = pressed\n"
        "class EventQueue:\n    def __init__(self):\n        self.keys = []\n        self.downs = []\n        self.head = 0\n"
        "    def put(self, key, down):\n        self.keys.append(key)\n        self.downs.append(down)\n"
        "    def get_into(self, event):\n        if self.head >= len(self.keys):\n            return False\n"
        "        event.key_number = self.keys[self.head]\n        event.pressed = self.downs[self.head]\n"
        "        self.head += 1\n        return True\n"
        "class Keys:\n    def __init__(self, pins, value_when_pressed, pull=False, interval=0.02):\n"
        "        self.pins = pins\n        self.events = EventQueue()\n"
    ),
    "pwmio.py": (
        "class PWMOut:\n    def __init__(self, pin, frequency=500, duty_cycle=0, variable_frequency=False):\n"
        "        self.pin = pin\n        self.frequency = frequency\n        self.duty_cycle = duty_cycle\n"
    ),
    "microcontroller.py": "nvm = bytearray(4096)\npin = None\n",
    "supervisor.py": (
        "NOW = [536870900]\ndef ticks_ms():\n    return NOW[0]\n"
        "class _Runtime:\n    display = None\nruntime = _Runtime()\n"
    ),
    "displayio.py": "def release_displays():\n    pass\nclass Group(list):\n    pass\n",
    "busio.py": "def SPI(clock, MOSI):\n    return (clock, MOSI)\n",
    "fourwire.py": "def FourWire(spi, **kw):\n    return spi\n",
    "busdisplay.py": (
        "class BusDisplay:\n    def __init__(self, bus, init_sequence, width=240, height=240, **kw):\n"
        "        self.width = width\n        self.height = height\n"
        "        self.auto_refresh = kw.get('auto_refresh', True)\n        self.root_group = None\n"
        "    def refresh(self):\n        pass\n"
    ),
    # No adafruit_display_text here: importing hw off a board must not demand it.
}

MP_SCRIPT = """
import gc
import sys
sys.path.insert(0, FAKES)
sys.path.insert(1, ROOT)
import hw
import supervisor
from hw import picosystem, pico_st7789
h = picosystem.Hardware({})
q = h.buttons.keys.events
for k in range(8):
    q.put(k, True)
    q.put(k, False)
print("MAP", [h.buttons.next() for _ in range(9)])
start = h.ticks_ms()
supervisor.NOW[0] = 20
print("WRAP", h.ticks_ms() - start)
for k in range(50):
    q.put(k % 8, True)
nxt = h.buttons.next
gc.collect()
before = gc.mem_alloc()
i = 0
while i < 100:
    h.buttons.next()
    i += 1
print("ALLOC", gc.mem_alloc() - before)
p = pico_st7789.Hardware({})
q = p.buttons.keys.events
q.put(8, True)
print("MENU", p.buttons.next(), p.buttons.next())
print("BOARD", hw.module_for("pimoroni_picosystem", {}), hw.module_for("nope", {}))
print("FRAME", h.frame(), h.frame())
import board
board.board_id = "foo_board"
print("DETECT", hw.detect())
"""


def test_device_modules_run_under_micropython_and_buttons_allocate_nothing(tmp_path):
    import shutil
    import subprocess

    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(exe):
        pytest.skip("no micropython binary")
    fakes = tmp_path / "fakes"
    for name, text in MP_FAKES.items():
        path = fakes / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    script = tmp_path / "run.py"
    script.write_text("FAKES = %r\nROOT = %r\n" % (str(fakes), root) + MP_SCRIPT)
    done = subprocess.run([exe, "-X", "heapsize=96k", str(script)], capture_output=True, text=True,
                          timeout=120, cwd=str(tmp_path))
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    assert "MAP [0, 1, 2, 3, 4, 5, 6, 7, -1]" in out
    assert "WRAP 32" in out  # 2**29 - 12 -> 20 is 32 ms, not a jump backwards
    assert "ALLOC 0" in out, out
    assert "MENU 8 -1" in out
    assert "BOARD picosystem None" in out
    assert "FRAME True True" in out
    assert "Board id found: foo_board" in out and "DETECT None" in out
    assert "Traceback" not in out


def test_pc_picks_headless_for_each_no_screen_reason(monkeypatch):
    from hw import pcdetect

    monkeypatch.delenv("CONSOLE_HEADLESS", raising=False)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert pcdetect.no_screen() == "SDL_VIDEODRIVER=dummy"
    monkeypatch.delenv("SDL_VIDEODRIVER")
    monkeypatch.setattr(hw.sys, "platform", "linux")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert pcdetect.no_screen() == "no DISPLAY"
    monkeypatch.setenv("DISPLAY", ":0")
    import pygame

    def no_display():
        raise pygame.error("x11 not available")

    monkeypatch.setattr(pygame.display, "init", no_display)
    assert "x11 not available" in pcdetect.no_screen()


def test_pc_falls_back_to_headless_when_the_window_fails(monkeypatch, capsys, free_display):
    from hw import pcdetect

    monkeypatch.setattr(pcdetect, "no_screen", lambda: None)

    class Broken:
        def __init__(self):
            raise RuntimeError("no video mode")

    monkeypatch.setitem(sys.modules, "hw.desktop", _module("hw.desktop", Hardware=Broken))
    monkeypatch.setattr(hw, "desktop", sys.modules["hw.desktop"], raising=False)
    hardware = hw.detect()
    assert hardware.name == "headless"
    out = capsys.readouterr().out
    assert "no video mode" in out and "screenshots go to" in out
