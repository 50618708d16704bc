"""The PC simulator window (PC only): Blinka displayio drawn into a pygame
window at twice the device's size, the keyboard as the console's buttons.

Keys:
  arrow keys        D-pad (UP DOWN LEFT RIGHT)
  Z or Enter        A
  X or Backspace    B
  A                 X
  S                 Y
  Esc or M          MENU (the in-game menu)
Closing the window ends the session (the game is saved after every move).

The save file is save.bin in the repository root, or the path in the
CONSOLE_SAVE environment variable. Log lines go to stdout and console.log.

Sound: on Linux with no sound card and no sound server, SDL's audio goes to
its dummy driver and the log says once that sound is off (opening ALSA there
printed sixteen "ALSA lib ... cannot find card '0'" lines, twice).
"""
import os
import sys
import time

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import busdisplay  # noqa: E402
import pygame  # noqa: E402
from blinka_displayio_pygamedisplay import PyGameDisplay  # noqa: E402
from displayio._area import Area  # noqa: E402

from engine import buttons  # noqa: E402
from hw.headless import Buttons  # noqa: E402 (the same queue; Hardware.frame fills it from keys)

WIDTH = 240
HEIGHT = 240
ZOOM = 2
FPS = 30
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

KEYS = {
    pygame.K_UP: buttons.UP,
    pygame.K_DOWN: buttons.DOWN,
    pygame.K_LEFT: buttons.LEFT,
    pygame.K_RIGHT: buttons.RIGHT,
    pygame.K_z: buttons.A,
    pygame.K_RETURN: buttons.A,
    pygame.K_KP_ENTER: buttons.A,
    pygame.K_x: buttons.B,
    pygame.K_BACKSPACE: buttons.B,
    pygame.K_a: buttons.X,
    pygame.K_s: buttons.Y,
    pygame.K_ESCAPE: buttons.MENU,
    pygame.K_m: buttons.MENU,
}


def no_sound(env=os.environ, platform=sys.platform, snd="/dev/snd", asound="/proc/asound/cards"):
    """Why the window plays no sound ("" when it may): on Linux, no ALSA card
    and no PulseAudio or PipeWire server to play through. Opening the mixer
    there makes ALSA's C library print its errors on stderr, which Python
    cannot catch; SDL's dummy driver opens nothing. SDL_AUDIODRIVER, when
    set, is the user's choice and stands."""
    if env.get("SDL_AUDIODRIVER") or not platform.startswith("linux"):
        return ""
    if env.get("PULSE_SERVER"):
        return ""
    runtime = env.get("XDG_RUNTIME_DIR") or "/run/user/%d" % os.getuid()
    for server in ("pulse/native", "pipewire-0"):
        if os.path.exists(os.path.join(runtime, server)):
            return ""
    try:
        if [name for name in os.listdir(snd) if name.startswith("pcm")]:
            return ""
    except OSError:
        pass
    try:
        with open(asound) as f:
            if f.read().strip()[:1].isdigit():      # " 0 [PCH ]: HDA-Intel ..."
                return ""
    except OSError:
        pass
    return "no sound card or sound server found"


def _even(core, area):
    """area clipped to the screen and, when its pixel count is odd, one column
    wider. PyGameDisplay 4.0.1's _refresh_area sizes its buffer as pixels // 2
    words of two pixels, so an odd area (a 1x1 cursor, a 197x161 panel) came up
    one pixel short and pygame refused the buffer. Redrawing one more column
    of what is already on screen changes nothing a player sees."""
    clipped = Area()
    if not core.clip_area(area, clipped):
        return area  # off screen: the library skips it
    if clipped.size() % 2:
        # The screen is 240 wide, so an odd width always has room on one side.
        if clipped.x2 < core.area.x2:
            clipped.x2 += 1
        else:
            clipped.x1 -= 1
    return clipped


class _Window(PyGameDisplay):
    """PyGameDisplay drawing into a 240x240 surface that is scaled up into
    the real window on every refresh."""

    def _initialize(self, init_sequence):
        pygame.init()
        pygame.display.set_caption(self._caption)
        self._window = pygame.display.set_mode((self.width * ZOOM, self.height * ZOOM))
        self._pygame_screen = pygame.Surface((self.width, self.height))

    def _get_refresh_areas(self):
        # Only the dirty areas, as on the device (PyGameDisplay redraws all).
        return [_even(self._core, area) for area in busdisplay.BusDisplay._get_refresh_areas(self)]

    def _refresh_display(self):
        busdisplay.BusDisplay._refresh_display(self)
        pygame.transform.scale(self._pygame_screen, self._window.get_size(), self._window)
        pygame.display.flip()
        self._last_refresh = time.monotonic()
        self._refresh_pending = False


class Led:
    """Shows the LED colour as a dot in the window title."""

    def __init__(self):
        self.color = 0

    def set(self, rgb):
        self.color = rgb
        caption = "Pocket Cards"
        if rgb:
            caption += "   LED #%06X" % rgb
        pygame.display.set_caption(caption)


class Beeper:
    """A short square-wave tone through pygame.mixer, when audio works."""

    def __init__(self):
        pygame.mixer.init(frequency=22050, size=-16, channels=1)
        self.rate = pygame.mixer.get_init()[0]
        self.cache = {}

    def beep(self, freq_hz, ms):
        key = (freq_hz, ms)
        sound = self.cache.get(key)
        if sound is None:
            n = self.rate * ms // 1000
            period = max(2, self.rate // max(1, freq_hz))
            data = bytearray()
            for i in range(n):
                v = 3000 if (i % period) < period // 2 else -3000
                data += v.to_bytes(2, "little", signed=True)
            sound = pygame.mixer.Sound(buffer=bytes(data))
            self.cache[key] = sound
        sound.play()


class Hardware:
    name = "desktop"
    width = WIDTH
    height = HEIGHT

    def __init__(self, save_path=None, settings=None):
        from hw import load_settings
        from hw.pcstorage import FileStorage

        import displayio

        self._log = open(os.path.join(ROOT, "console.log"), "a")
        off = no_sound()
        if off:
            os.environ["SDL_AUDIODRIVER"] = "dummy"  # before pygame.init() opens the mixer
        displayio.release_displays()  # Blinka allows one display at a time
        self.display = _Window(width=WIDTH, height=HEIGHT, caption="Pocket Cards", auto_refresh=False)
        self.buttons = Buttons()
        self.led = Led()
        self.settings = settings if settings is not None else load_settings()
        self.beeper = None
        try:
            if not off:
                self.beeper = Beeper()
        except Exception as e:
            off = "the mixer did not open (%s)" % e
        if off:
            self.log("Sound off: " + off + ".")
        path = save_path or os.environ.get("CONSOLE_SAVE") or os.path.join(ROOT, "save.bin")
        self.storage = FileStorage(path)
        self._start = time.monotonic()
        self._next = self._start
        self.open = True

    def ticks_ms(self):
        return int((time.monotonic() - self._start) * 1000)

    def log(self, text):
        print(text)
        self._log.write(text + "\n")
        self._log.flush()

    def whole_frame(self):
        pass  # a PC draws the changed areas fast enough

    def frame(self):
        if not self.open:
            return False
        for event in pygame.event.get():
            if event.type in (pygame.QUIT, pygame.WINDOWCLOSE):
                self.open = False
                self._log.close()
                pygame.quit()
                return False
            if event.type == pygame.KEYDOWN:
                button = KEYS.get(event.key)
                if button is not None:
                    self.buttons.push(button)
        self.display.refresh()
        # sleep to the frame rate
        self._next += 1.0 / FPS
        now = time.monotonic()
        if self._next > now:
            time.sleep(self._next - now)
        else:
            self._next = now
        return True
