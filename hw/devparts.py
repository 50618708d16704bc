# Parts shared by the CircuitPython boards: a wrap-safe millisecond clock, a
# PWM RGB LED, a PWM piezo beeper that never blocks, nvm storage, and the base
# of every board's Hardware object (ticks_ms, log, frame, enter_bootloader).
import time

import supervisor
from micropython import const

# supervisor.ticks_ms() counts modulo 2**29 (about 6.2 days) and then wraps.
_TICKS_MASK = const(0x1FFFFFFF)
_FRAME_MS = const(33)


class Clock:
    """Monotonic milliseconds from supervisor.ticks_ms, continuing across its wrap."""

    def __init__(self):
        self._last = supervisor.ticks_ms()
        self._now = 0

    def ticks_ms(self):
        raw = supervisor.ticks_ms()
        # Correct as long as calls come less than 6 days apart.
        self._now += (raw - self._last) & _TICKS_MASK
        self._last = raw
        return self._now


def setting_int(settings, key, default, low, high):
    try:
        value = int(settings.get(key, default))
    except (TypeError, ValueError):
        value = default
    return min(high, max(low, value))


def setting_exact(settings, key, default, allowed, what):
    """settings[key] as an int that must be in `allowed` (a range or tuple):
    a value the hardware cannot use raises ValueError, as a wrong pin does,
    instead of being clamped into something else."""
    raw = settings.get(key, default)
    try:
        if type(raw) is bool:
            raise ValueError()
        value = int(str(raw).strip())
    except ValueError:
        value = None
    if value is None or value not in allowed:
        raise ValueError("settings.toml " + key + " = " + repr(raw) + ": use " + what)
    return value


class PwmRgbLed:
    """An RGB LED on three PWM pins; set(0xRRGGBB), 0 = off."""

    def __init__(self, pins, inverted, brightness, frequency=1000):
        import pwmio

        self._outs = []
        for pin in pins:
            self._outs.append(pwmio.PWMOut(pin, frequency=frequency, duty_cycle=0))
        self._inverted = inverted
        self._scale = brightness  # 0..100
        self.set(0)

    def set(self, rgb):
        shift = 16
        for out in self._outs:
            level = (rgb >> shift) & 0xFF
            shift -= 8
            # Squared for a perceptually even fade; 255*255*100//100 stays < 65536.
            duty = level * level * self._scale // 100
            out.duty_cycle = 65535 - duty if self._inverted else duty


class PwmBeeper:
    """Square-wave beeps on a piezo: beep() starts the tone, update() stops it later."""

    def __init__(self, pin, clock, enabled=True):
        import pwmio

        self._out = pwmio.PWMOut(pin, frequency=440, duty_cycle=0, variable_frequency=True)
        self._clock = clock
        self._stop_at = -1
        self.enabled = enabled

    def beep(self, freq_hz, ms):
        if not self.enabled:
            return
        try:
            self._out.frequency = min(20000, max(40, int(freq_hz)))
        except ValueError:
            return
        self._out.duty_cycle = 32768
        self._stop_at = self._clock.ticks_ms() + ms

    def update(self, now):
        if self._stop_at >= 0 and now >= self._stop_at:
            self._out.duty_cycle = 0
            self._stop_at = -1


class NeoPixelLed:
    def __init__(self, pin, brightness):
        import neopixel

        self.pixels = neopixel.NeoPixel(pin, 1, brightness=brightness / 100, auto_write=True)
        self.pixels[0] = 0

    def set(self, rgb):
        self.pixels[0] = rgb


def _reloaded():
    """Whether this run started from supervisor.reload() (False where the
    firmware cannot tell)."""
    reasons = getattr(supervisor, "RunReason", None)
    runtime = getattr(supervisor, "runtime", None)
    return reasons is not None and getattr(runtime, "run_reason", None) == reasons.SUPERVISOR_RELOAD


def nvm_storage():
    """The save store on microcontroller.nvm (4096 bytes on an RP2040)."""
    import microcontroller

    try:
        from hw.nvmstorage import NvmStorage
    except ImportError:
        print("hw/nvmstorage.py is missing: games are not saved (rerun the deploy tool)")
        return None
    return NvmStorage(microcontroller.nvm)


class DeviceHardware:
    """What every board shares; a board sets name, display, buttons, led, beeper."""

    def __init__(self, settings):
        self.settings = settings
        self.clock = Clock()
        self.ticks_ms = self.clock.ticks_ms
        self.sound = setting_int(settings, "CONSOLE_SOUND", 1, 0, 1) == 1
        self.brightness = setting_int(settings, "CONSOLE_BRIGHTNESS", 100, 5, 100)
        self.led_brightness = setting_int(settings, "CONSOLE_LED_BRIGHTNESS", 30, 0, 100)
        self.display = None
        self.width = 240
        self.height = 240
        self.buttons = None
        self.led = None
        self.beeper = None
        self.storage = nvm_storage()
        # this run is the console's own restart for a match (restart())
        self.restarted = _reloaded()
        self._next_frame = self.ticks_ms()
        self._whole = False  # whole_frame() was asked for: the next frame() draws all

    def log(self, text):
        print(text)

    def whole_frame(self):
        """The app put a new scene on screen: the display keeps what it shows
        until the next frame() and then draws the whole screen at once.
        Left to itself, displayio would draw each changed object's area in
        turn, every area a pass over the whole scene: on the emulated Pico
        1.8 s for Digging's first table and 4.8 s for Gold's after a
        full-screen page, against 0.45 and 0.63 s for the whole screen."""
        display = self.display
        if display is not None:
            display.auto_refresh = False  # nothing half made is drawn meanwhile
            self._whole = True

    def frame(self):
        # The display refreshes itself (auto_refresh); this ends beeps and
        # holds the loop near 30 frames a second so the board is not busy-spinning.
        if self._whole:
            self._whole = False
            display = self.display
            root = display.root_group
            if root is not None:
                # a new root group is drawn whole, as one area, at the next refresh
                display.root_group = None
                display.root_group = root
            display.auto_refresh = True
        now = self.ticks_ms()
        if self.beeper is not None:
            self.beeper.update(now)
        wait = self._next_frame - now
        if wait > 0:
            time.sleep(wait / 1000)
            now = self._next_frame
        self._next_frame = now + _FRAME_MS
        return True

    def restart(self):
        """Starts the console's Python again with a fresh heap (the drive
        and the saves stay), as the console asks before a second match.
        Does not return."""
        supervisor.reload()

    def enter_bootloader(self):
        """Restarts the board into its UF2 bootloader (the RPI-RP2 drive), as
        holding BOOTSEL (on a PicoSystem: X at power-on) would, so a new
        CircuitPython can be copied on. Does not return."""
        import microcontroller

        microcontroller.on_next_reset(microcontroller.RunMode.UF2)
        microcontroller.reset()

    def part(self, what, make):
        """make() or None: an optional part (LED, beeper) that fails is logged, not fatal."""
        try:
            return make()
        except ImportError as error:
            from hw.unsupported import import_error_lines

            self.log("No " + what + ": " + " ".join(import_error_lines(error)))
        except Exception as error:
            self.log("No " + what + ": " + str(error))
        return None
