# The console's app shell: the title menu, seat set-up, notices, sound and LED.
# A match (turns, hand-over, in-game menu, results) runs in engine/app/match.py.
# Every wait goes through key() or wait(), which read queued presses and call
# hw.frame() once per loop; an idle frame allocates nothing.
import gc
import sys

import displayio

from engine import buttons
from engine.app.save import Record, Store
from engine.app.savecheck import problem
from engine.app.unload import UNLOAD, forget, unload_since
from engine.ui import theme
from engine.games import GAMES, NAME
from engine.ui.widgets import MessageBox

OUT_OF_MEMORY = "Out of memory. The game is saved: choose Continue to play on."
OUT_OF_MEMORY_UNSAVED = "Out of memory: the game could not go on, and it is not saved."
TICKS_MASK = 0x1FFFFFFF  # supervisor.ticks_ms wraps at 2**29
IDLE_MS = 250  # no press for this long: the screen's idle() (Karuba's preview)


class Quit(Exception):
    """The session ends: the window was closed or the script ran out."""


def sound_on(settings):
    value = settings.get("CONSOLE_SOUND", True)
    if isinstance(value, str):
        return value.strip().lower() not in ("false", "0", "off", "no")
    return bool(value)


def largest_block(limit):
    """The largest bytearray (to 16 bytes) that can be allocated now, up to
    `limit`: a binary search of trial allocations, each freed at once. Where
    the firmware can still grow its heap (CircuitPython's split heap), a
    trial may grow it, as a real allocation would."""
    low, high = 0, limit // 16
    while low < high:
        mid = (low + high + 1) // 2
        try:
            trial = bytearray(mid * 16)
        except MemoryError:
            high = mid - 1
            continue
        trial = None  # noqa: F841 (freed before the next trial)
        low = mid
    gc.collect()
    return low * 16


def free_blocks(limit, most=12):
    """The largest free blocks, biggest first ("a,b,c"): each found by
    largest_block() and held while the next is looked for (level 3 of the
    heap log, to see how the free heap is cut up)."""
    held = []
    sizes = []
    while len(sizes) < most:
        size = largest_block(limit)
        if size < 256:
            break
        held.append(bytearray(size))
        sizes.append(str(size))
    held = None
    gc.collect()
    return ",".join(sizes)


class App:
    def __init__(self, hw):
        self.hw = hw
        self.root = displayio.Group()
        self.scene = displayio.Group()
        self.overlay = displayio.Group()
        self.root.append(self.scene)
        self.root.append(self.overlay)
        hw.display.root_group = self.root
        # Every save is checked for sense before it is written or offered.
        self.store = Store(hw.storage, check=problem)
        self.sound = sound_on(hw.settings or {})
        self.box = None
        self.led_color = -1
        self.where = ""  # what the app waits on ("title", "turn", ...): for tests and logs
        self.notices = []  # every notice shown, in order
        self.match = None
        self.current = None  # the title or set-up screen object on show
        self.kept = False  # whether storage holds the match being played
        self.played = False  # a match has run in this heap (fresh_heap)
        self.loaded = list(sys.modules.keys())  # before any game's module
        # CONSOLE_HEAP_LOG = 1 in settings.toml: heap() logs the free heap at
        # every wait for a press and after every move (the device lane in
        # tests/device/ reads it from the serial console); 2: the largest
        # free block as well, found by trial allocation
        level = str((hw.settings or {}).get("CONSOLE_HEAP_LOG", 0))
        self.heap_log = (level if level in ("1", "2", "3") else "") if hasattr(gc, "mem_free") else ""

    # --- waiting -------------------------------------------------------
    def key(self, where, screen=None):
        """Waits for the next press; returns its logical button. The
        `screen`'s idle(), when it has one, is called once if no button comes
        for IDLE_MS: a screen draws then what would cost too much at every
        cursor step. (Looked up only then: a bound method made before the
        wait would sit in the heap through it, wherever the last
        allocations left room.)"""
        self.heap(where)   # (with the heap log on) every wait: each page and step a press led to
        self.where = where
        hw = self.hw
        start = hw.ticks_ms()
        while True:
            b = hw.buttons.next()
            if b >= 0:
                return b
            if screen is not None and (hw.ticks_ms() - start) & TICKS_MASK >= IDLE_MS:
                idle = getattr(screen, "idle", None)
                screen = None  # once
                if idle is not None:
                    idle()
                idle = None
            if not hw.frame():
                raise Quit()

    def wait(self, ms):
        """Lets `ms` pass with the screen live. A, Y or MENU cut it short and
        are returned; other presses are dropped; -1 when the time ran out."""
        hw = self.hw
        self.where = "wait"
        start = hw.ticks_ms()
        while (hw.ticks_ms() - start) & TICKS_MASK < ms:
            b = hw.buttons.next()
            if b == buttons.A or b == buttons.Y or b == buttons.MENU:
                return b
            if not hw.frame():
                raise Quit()
        return -1

    def heap(self, where):
        """With the heap log on, one serial line: "heap: WHERE FREE", the free
        heap in bytes after a collection, and with level 2 the largest block
        that can be allocated now (off by default: both cost time)."""
        if self.heap_log:
            gc.collect()
            free = gc.mem_free()
            line = "heap: " + where + " " + str(free)
            if self.heap_log == "2":
                line += " " + str(largest_block(free))
            elif self.heap_log == "3":
                line += " " + free_blocks(free)
            self.hw.log(line)

    # --- screen ----------------------------------------------------------
    def show(self, group):
        """Puts `group` on screen in place of the current scene."""
        scene = self.scene
        if len(scene) == 1 and scene[0] is group:
            return
        while len(scene):
            scene.pop()
        if group is not None:
            scene.append(group)
        # drawn whole at the next frame, not object by object as it is made
        self.hw.whole_frame()

    def push(self, group):
        self.overlay.append(group)

    def pop(self, group):
        if group is None:
            return
        try:
            self.overlay.remove(group)
        except ValueError:
            pass  # not on screen

    def message(self, text, color=theme.WARN):
        """A modal notice: stays until A or B."""
        self.notices.append(text)
        self.hw.log("notice: " + text)
        if self.box is None:
            self.box = MessageBox(self.hw.width, self.hw.height)
        self.box.set(text, color)
        self.push(self.box.group)
        where = self.where
        try:
            while self.key("notice") not in (buttons.A, buttons.B):
                pass
        finally:
            # the box leaves the heap with the notice (about 3 KB: a notice
            # can come in the middle of a match, at the table's peak)
            self.pop(self.box.group)
            self.box = None
            self.where = where

    # --- LED and sound ---------------------------------------------------
    def led(self, rgb):
        if self.hw.led is not None and rgb != self.led_color:
            self.led_color = rgb
            self.hw.led.set(rgb)

    def beep(self, freq, ms):
        if self.sound and self.hw.beeper is not None:
            self.hw.beeper.beep(freq, ms)

    # --- title and set-up -------------------------------------------------
    def title(self):
        """Returns a saved Record to continue or a game index to set up."""
        loaded = list(sys.modules.keys())
        # The load replays the save through its rules (engine/app/savecheck.py);
        # their module leaves the heap again until a game is chosen.
        record, notice = self.store.load()
        if UNLOAD:
            unload_since(loaded)
            gc.collect()
        if record is not None and not 0 <= record.game < len(GAMES):
            record = None  # the check refuses these; a store without one may not
        saved = GAMES[record.game][NAME] if record is not None else None
        if notice:
            self.hw.log("load: " + notice)
        loaded = list(sys.modules.keys())
        try:
            # the title and set-up code is in memory only while they show
            from engine.app.title import title_menu

            return title_menu(self, record, saved, notice)
        finally:
            self.leave_screen(loaded)

    def setup(self, game_index):
        """The chosen seats (list of 0..3), or None to go back."""
        loaded = list(sys.modules.keys())
        try:
            from engine.app.title import setup_menu

            return setup_menu(self, game_index)
        finally:
            self.leave_screen(loaded)

    def leave_screen(self, loaded):
        """The title or set-up screen leaves the display and the heap, and
        so does its code."""
        self.show(None)
        if self.current is not None:
            self.current.release()
        self.current = None
        if UNLOAD:
            unload_since(loaded)
        gc.collect()

    def run(self):
        try:
            choice = None
            if getattr(self.hw, "restarted", False):
                # this run is the board's own restart for a saved match
                from engine.app.restart import resumed

                choice = resumed(self)
                forget("engine.app.restart")
            while True:
                if choice is None:
                    choice = self.title()
                self.kept = not isinstance(choice, int)  # Continue: it is on storage
                if isinstance(choice, int):
                    seats = self.setup(choice)
                    if seats is None:
                        choice = None
                        continue
                    seed = self.hw.ticks_ms() & 0x7FFFFFFF
                    choice = Record(choice, seats, seed, [], [])
                if self.played and getattr(self.hw, "restart", None) is not None:
                    from engine.app.restart import fresh_heap

                    fresh_heap(self, choice)  # returns only when it could not restart
                    forget("engine.app.restart")
                self.play(choice)
                self.played = True
                choice = None
        except Quit:
            pass

    def play(self, record):
        try:
            self.play_match(record)
        except MemoryError as error:
            # play_match has dropped the match and its modules by now. A game
            # saved after its last move is taken up again by Continue.
            gc.collect()
            self.hw.log("out of memory: " + str(error))
            self.message(OUT_OF_MEMORY if self.kept else OUT_OF_MEMORY_UNSAVED)

    def play_match(self, record):
        from engine.app.match import Match

        loaded = list(sys.modules.keys())
        try:
            try:
                self.match = Match(self, record)
            except ImportError as error:
                # a game copied onto the device without its screen or bots
                self.hw.log("cannot start: " + str(error))
                self.message("This game is not installed completely.")
                return
            self.match.play()
        finally:
            self.match = None
            self.show(None)
            if UNLOAD:
                unload_since(loaded)
            gc.collect()


def run(hw):
    if hw is None:
        return
    App(hw).run()
