# The title menu and the seat set-up screen. They read the games' names, seat
# ranges and blurbs from the catalogue, so the title imports no game (RAM on
# the device).
import displayio

from engine import buttons
from engine.games import BLURB, GAMES, NAME, SEATS, TEAMS
from engine.ui import theme
from engine.ui.menu import Menu, release
from engine.ui.widgets import MessageBox, background, box, label, set_text, wrap

LEVELS = ("Human", "Easy bot", "Normal bot", "Hard bot")


def seat_range_text(seats):
    if seats[0] == seats[1]:
        return str(seats[0])
    return str(seats[0]) + "-" + str(seats[1])


UPDATE_INFO = "Restart into the UF2 bootloader"
INFO_W = 36   # the description line: a step rewrites it, padded, with the marker (<= 5%)


class Title:
    """Title menu: optional "Continue <game>" row, the four games, and with
    `update` (hardware that can restart into its bootloader) an Update row."""

    def __init__(self, saved_name=None, notice=None, update=False):
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        self.group.append(label("Pocket Cards", 120, 4, theme.ACCENT, anchor=(0.5, 0)))
        # a strip of the seat colours under the name
        for i in range(len(theme.SEATS)):
            strip, _ = box(12 + i * 36, 28, 36, 4, theme.SEATS[i])
            self.group.append(strip)
        self.continues = saved_name is not None
        rows = []
        if self.continues:
            rows.append(("Continue", saved_name))
        for row in GAMES:
            rows.append((row[NAME], seat_range_text(row[SEATS])))
        self.update = update
        if update:
            rows.append(("Update", ""))
        # six rows fit only 24 px apart (the text's height)
        row_h = 26 if len(rows) <= 5 else 24
        self.menu = Menu(4, 36, 232, rows, row_h=row_h)
        if self.continues:
            # the saved game's name in small type, so "Continue" keeps its size
            name = self.menu.rights[0]
            name.rescale(1)
            name.anchored_position = (232, 36 + 7)
        self.group.append(self.menu.group)
        top = 36 + row_h * len(rows) + 4
        self.info = label("", 6, top, theme.TEXT_DIM, scale=1)
        self.group.append(self.info)
        self.notice = label("", 6, 198, theme.WARN, scale=1)
        self.group.append(self.notice)
        self.group.append(label("UP/DOWN: choose   A: start", 120, 226, theme.TEXT_DIM, scale=1, anchor=(0.5, 0)))
        self.saved_name = saved_name
        if notice:
            set_text(self.notice, "\n".join(wrap(notice, 38)[:2]))
        self._describe()

    def release(self):
        release(self, "menu", "info", "notice")

    def _describe(self):
        # One line, padded: a step redraws it once (not its old and new
        # boxes) and the marker's two strips. The rows show the player counts.
        i = self.menu.index
        if self.continues:
            i -= 1
        if i < 0:
            text = "Resume your " + self.saved_name + " game"
        elif i == len(GAMES):
            text = UPDATE_INFO
        else:
            text = GAMES[i][BLURB]
        text = text[:INFO_W]
        set_text(self.info, text + " " * (INFO_W - len(text)))

    def press(self, button):
        """Returns "continue", a game index, "update", or None."""
        if button == buttons.UP:
            self.menu.move(-1)
        elif button == buttons.DOWN:
            self.menu.move(1)
        elif button == buttons.A:
            i = self.menu.index
            if self.continues:
                if i == 0:
                    return "continue"
                i -= 1
            if i == len(GAMES):
                return "update"
            return i
        self._describe()
        return None


class Setup:
    """Seat set-up: number of seats, each seat human or a bot level, Start."""

    def __init__(self, game_index):
        self.game_index = game_index
        row = GAMES[game_index]
        name = row[NAME]
        self.low, self.high = row[SEATS]
        self.count = self.low
        self.kinds = [2] * self.high  # normal bots
        self.kinds[0] = 0  # seat 1: human
        self.teams = row[TEAMS]
        self.group = displayio.Group()
        self.group.append(background(theme.BG))
        self.group.append(label(name, 120, 4, theme.ACCENT, anchor=(0.5, 0)))
        # rows: Players, one per seat, Start
        self.menu = Menu(4, 28, 232, [""] * (self.high + 2), row_h=24, count=self.high + 2)
        self.group.append(self.menu.group)
        self.hint = label("", 120, 240 - 13, theme.TEXT_DIM, scale=1, anchor=(0.5, 0))
        self.group.append(self.hint)
        self.menu.select(self.count + 1)  # Start: A A from the title plays at once
        self._refresh()

    def release(self):
        release(self, "menu", "hint")

    def _refresh(self):
        rows = []
        if self.teams:
            rows.append(("Teams", "A 1+3 B 2+4"))
        else:
            fixed = self.low == self.high
            rows.append(("Players", str(self.count) if fixed else "< " + str(self.count) + " >"))
        for seat in range(self.count):
            rows.append((str(seat + 1) + " " + LEVELS[self.kinds[seat]], ""))
        rows.append(("Start", ""))
        if self.teams:
            for seat in range(self.count):
                rows[seat + 1] = (rows[seat + 1][0], "AB"[seat % 2])
        dim = [self.low == self.high] + [False] * (self.count + 1)
        colors = [None] + list(theme.SEATS[: self.count])
        self.menu.set_rows(rows, dim, colors)
        i = self.menu.index
        if i == 0:
            text = "LEFT/RIGHT: number of players"
        elif i <= self.count:
            text = "LEFT/RIGHT: human or bot level"
        else:
            text = "UP: change seats  A: start  B: back"
        # padded to the longest, centred: a step redraws the line once
        pad = 35 - len(text)
        set_text(self.hint, " " * (pad // 2) + text + " " * (pad - pad // 2))

    def seats(self):
        """The chosen seats: 0 human, 1 easy, 2 normal, 3 hard bot."""
        return self.kinds[: self.count]

    def press(self, button):
        """Returns "start", "back" or None."""
        i = self.menu.index
        if button == buttons.UP:
            self.menu.move(-1)
        elif button == buttons.DOWN:
            self.menu.move(1)
        elif button == buttons.B:
            return "back"
        elif button in (buttons.LEFT, buttons.RIGHT):
            step = 1 if button == buttons.RIGHT else -1
            if i == 0 and self.low != self.high:
                self.count = min(self.high, max(self.low, self.count + step))
            elif 1 <= i <= self.count:
                self.kinds[i - 1] = (self.kinds[i - 1] + step) % 4
        elif button == buttons.A:
            if i == self.count + 1:
                return "start"
            if 1 <= i <= self.count:
                self.kinds[i - 1] = (self.kinds[i - 1] + 1) % 4
        self._refresh()
        return None


# The shell's title and set-up waits (engine/app/shell.py), here so that their
# code too is in memory only while these screens show.
def title_menu(app, record, saved, notice):
    """The title menu until a choice: the saved Record, or a game index."""
    screen = Title(saved, notice, hasattr(app.hw, "enter_bootloader"))
    app.current = screen
    app.show(screen.group)
    app.led(0)
    while True:
        choice = screen.press(app.key("title"))
        if choice == "continue":
            return record
        if choice == "update":
            update(app)
        elif choice is not None:
            return choice


def update(app):
    """The title's Update: after a yes, the board restarts into its UF2
    bootloader, so a new CircuitPython installs without reaching BOOTSEL."""
    hw = app.hw
    # the app's box while it shows; kept here too, since a notice drops app.box
    box = app.box = MessageBox(hw.width, hw.height)
    box.set("Restart into the UF2 bootloader? Your files and saves stay.", theme.ACCENT,
            "A: restart   B: back")
    app.push(box.group)
    try:
        while True:
            b = app.key("update")
            if b == buttons.B:
                return
            if b == buttons.A:
                break
        box.set("Copy a CircuitPython .uf2 onto the RPI-RP2 drive.", theme.ACCENT, "restarting...")
        app.wait(300)  # the screen shows it before the board restarts
        # only the restart's own errors are caught: the app's waits above end
        # the session with the shell's Quit, which must pass
        try:
            hw.log("restart into the UF2 bootloader")
            hw.enter_bootloader()  # on a board this does not return
        except Exception as error:
            hw.log("bootloader: " + str(error))
            app.pop(box.group)
            app.message("Could not restart into the bootloader: " + str(error))
    finally:
        app.pop(box.group)
        app.box = None


def setup_menu(app, game_index):
    """The seat set-up until Start (the chosen seats) or Back (None)."""
    screen = Setup(game_index)
    app.current = screen
    app.show(screen.group)
    while True:
        result = screen.press(app.key("setup"))
        if result == "start":
            return screen.seats()
        if result == "back":
            return None
