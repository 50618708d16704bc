# What the MicroPython app scripts (tests/mp/app_*.py) share: a stand-in
# Hardware fed by a generator of button names, and waits on the app's place.
# Run from the repository root; the scripts put tests/mp/app_stubs (the
# displayio stand-ins) and the root on sys.path before importing this.
NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "X", "Y", "MENU")
LIMIT = 200000  # frames any one wait may take


class Storage:
    def __init__(self, fill=0):
        self.size = 4096
        self.data = bytearray(bytes([fill]) * 4096)

    def read(self, offset, n):
        return bytes(self.data[offset:offset + n])

    def write(self, offset, data):
        self.data[offset:offset + len(data)] = data


class Buttons:
    def __init__(self):
        self.queue = []

    def next(self):
        if self.queue:
            return self.queue.pop(0)
        return -1


class Display:
    root_group = None


class Hardware:
    """A console with no screen, LED or sound; frame() takes the next token
    (a button name, or None for an idle frame) from `steps`."""
    width = 240
    height = 240
    led = None
    beeper = None

    def __init__(self, storage, steps):
        self.display = Display()
        self.buttons = Buttons()
        self.storage = storage
        self.settings = {}
        self.now = 0
        self.steps = steps

    def ticks_ms(self):
        return self.now

    def log(self, text):
        pass

    def whole_frame(self):
        pass

    def frame(self):
        self.now += 40
        try:
            token = next(self.steps)
        except StopIteration:
            return False
        if token:
            self.buttons.queue.append(NAMES.index(token))
        return True


box = {}  # the running app and hardware, for the scripts' generators


def run(hw):
    from engine.app.shell import App

    app = App(hw)
    box["app"] = app
    box["hw"] = hw
    app.run()
    return app


def until(*where):
    """Idle frames until the app waits on one of `where`."""
    n = 0
    while box["app"].where not in where:
        n += 1
        if n > LIMIT:
            raise AssertionError("never reached %s (at %s)" % (where, box["app"].where))
        yield None


def go(menu, row):
    """Presses UP/DOWN until the menu's highlight is on row."""
    for _ in range(20):
        if menu.index == row:
            return
        yield "DOWN" if menu.index < row else "UP"


def start_bots_only(game):
    """From the title: the game's set-up with every seat a normal bot, Start."""
    app = box["app"]
    yield from until("title")
    for _ in range(game):
        yield "DOWN"
    yield "A"
    yield from until("setup")
    setup = app.current
    yield from go(setup.menu, 1)
    yield "RIGHT"
    yield "RIGHT"  # seat 1: human -> normal bot
    yield from go(setup.menu, setup.count + 1)
    # dropped before Start: this generator is resumed only after the first
    # frame of the match, so a local kept here held the whole set-up screen
    # (about 5.5 KB) alive on that frame, a step the console does not have
    setup = None
    yield "A"

