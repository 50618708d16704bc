"""The console without a window (PC only): scripted button presses, a virtual
clock and PNG screenshots, for tests, the screenshot tool and `python code.py`
on a machine with no screen.

A script is a sequence of tokens, one consumed per frame:
  UP DOWN LEFT RIGHT A B X Y MENU   press that button
  wait:MS                           idle frames for MS virtual milliseconds
  shot:NAME                         save NAME.png in shots_dir
  None or ""                        one idle frame
The script may be a string (tokens separated by spaces), a list, or any
iterator (a test's generator can look at the app before yielding). frame()
returns False once the script is exhausted.
"""
import os
import time

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

import busdisplay  # noqa: E402
import displayio  # noqa: E402

from engine.buttons import NAMES  # noqa: E402

WIDTH = 240
HEIGHT = 240

# Used by `python code.py` when there is no screen: title menu -> Lost Cities
# against a bot, a few moves, screenshots in ./shots/.
DEMO = (
    "wait:200 shot:title DOWN shot:title_gold UP A wait:200 shot:setup "
    "A wait:1500 shot:game RIGHT RIGHT shot:cursor A wait:200 shot:choose A wait:200 shot:draw "
    "A wait:4000 shot:bot_moved Y wait:200 shot:menu DOWN A wait:200 shot:rules "
    "DOWN shot:rules_more B UP A wait:200 shot:resumed"
)


class _Display(busdisplay.BusDisplay):
    """A display with no bus: nothing is sent anywhere, frames are read back
    from the scene graph with fill_row."""

    def __init__(self, width, height):
        super().__init__(None, (), width=width, height=height, auto_refresh=False)

    def _write(self, command, data):
        pass

    def _send_pixels(self, *args):
        pass

    def _refresh_display(self):
        return True

    def _background(self):
        time.sleep(0.5)


def frame_bytes(display):
    """What the display shows: big-endian RGB565, row after row."""
    rows = bytearray()
    buf = bytearray(WIDTH * 2)
    for y in range(HEIGHT):
        rows += display.fill_row(y, buf)
    return bytes(rows)


def image_of(display):
    """What the display shows as a 240x240 PIL RGB image."""
    import numpy as np
    from PIL import Image

    px = np.frombuffer(frame_bytes(display), dtype=">u2").astype(np.uint32)
    rgb = np.empty((HEIGHT * WIDTH, 3), dtype=np.uint8)
    rgb[:, 0] = ((px >> 11) & 0x1F) * 255 // 31
    rgb[:, 1] = ((px >> 5) & 0x3F) * 255 // 63
    rgb[:, 2] = (px & 0x1F) * 255 // 31
    return Image.fromarray(rgb.reshape(HEIGHT, WIDTH, 3), "RGB")


class Buttons:
    """A queue of logical button presses (what keypad events give on a board)."""

    def __init__(self):
        self.queue = []

    def push(self, button):
        self.queue.append(button)

    def next(self):
        if self.queue:
            return self.queue.pop(0)
        return -1


class Led:
    def __init__(self):
        self.color = 0
        self.history = []

    def set(self, rgb):
        if rgb != self.color:
            self.color = rgb
            self.history.append(rgb)


class Beeper:
    def __init__(self):
        self.beeps = []

    def beep(self, freq_hz, ms):
        self.beeps.append((freq_hz, ms))


def _tokens(script):
    if script is None:
        script = DEMO
    if isinstance(script, str):
        script = script.split()
    return iter(script)


_END = object()


class Hardware:
    name = "headless"
    width = WIDTH
    height = HEIGHT

    def __init__(self, script=None, shots_dir=None, storage=None, step_ms=40, settings=None, verbose=False,
                 bootloader=False):
        """script None = the demo (shots in ./shots unless shots_dir is given).
        bootloader: act as a board that can restart into its UF2 bootloader,
        which gives the title its Update row (the app offers it where the
        hardware has enter_bootloader). Off by default: the demo, `make
        shots` and the docs' pictures show the title the window shows, which
        has no bootloader to restart into, as README says ("on a board")."""
        if script is None and shots_dir is None:
            shots_dir = "shots"
        # Blinka allows one display at a time: a new headless console (say,
        # the next test) replaces the previous one.
        displayio.release_displays()
        self.display = _Display(WIDTH, HEIGHT)
        self.buttons = Buttons()
        self.led = Led()
        self.beeper = Beeper()
        if storage is None:
            from hw.pcstorage import MemoryStorage

            storage = MemoryStorage()
        self.storage = storage
        self.settings = settings if settings is not None else {}
        self.shots_dir = shots_dir
        self.step_ms = step_ms
        self.now = 0
        self.frames = 0
        self.logs = []
        self.shots = []
        self.bootloader_calls = 0
        if bootloader:
            self.enter_bootloader = self._enter_bootloader
        self.verbose = verbose
        self._script = _tokens(script)
        self._idle = 0

    def ticks_ms(self):
        return self.now

    def _enter_bootloader(self):
        # A board restarts into its UF2 bootloader here (hw/devparts.py);
        # headless, the call is counted, for tests, and the app goes on.
        self.bootloader_calls += 1
        self.log("enter_bootloader: a board would restart into its UF2 bootloader now")

    def log(self, text):
        self.logs.append(text)
        if self.verbose:
            print(text)

    def whole_frame(self):
        pass  # the screenshots draw the whole scene each time

    def frame(self):
        self.now += self.step_ms
        self.frames += 1
        if self._idle > 0:
            self._idle -= 1
            return True
        token = next(self._script, _END)
        if token is _END:
            return False
        if token:
            self._do(token)
        return True

    def _do(self, token):
        if token.startswith("wait:"):
            self._idle = max(0, int(token[5:]) // self.step_ms - 1)
        elif token.startswith("shot:"):
            name = token[5:]
            self.shots.append(name)
            if self.shots_dir:
                os.makedirs(self.shots_dir, exist_ok=True)
                self.screenshot(os.path.join(self.shots_dir, name + ".png"))
        elif token in NAMES:
            self.buttons.push(NAMES.index(token))
        else:
            raise ValueError("unknown script token: " + repr(token))

    def image(self):
        """The current frame as a 240x240 PIL RGB image."""
        return image_of(self.display)

    def screenshot(self, path, scale=2):
        """Saves the current frame as a PNG (scaled up with sharp pixels)."""
        img = self.image()
        if scale != 1:
            img = img.resize((WIDTH * scale, HEIGHT * scale), 0)
        img.save(path)
        return path
