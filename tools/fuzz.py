"""The app fuzzer: seeded random button streams (mostly A and arrows, some
B, Y, MENU, X) through the title, set-up, all four games with every seat mix,
the in-game menu (rules, hint, quit, resume), results and back to the title.
After every move it checks what the rules promise (legal moves while the round
runs, every card in exactly one place), that the save on storage decodes to
the game on screen and that replaying it rebuilds the same state. A frame that
never returns (a hang) is caught by a wall-clock watchdog.

The tests run short fuzzes through fuzz(); tools/soak.py is the command line
for long ones.
"""
import os
import signal

os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine import buttons  # noqa: E402
from engine.app.shell import App  # noqa: E402
from engine.games import GAMES, load  # noqa: E402
from engine.rng import Rng  # noqa: E402
from engine.app.save import Store  # noqa: E402
from engine.app.title import Setup, Title  # noqa: E402
from tools import drive  # noqa: E402
from hw.headless import Hardware  # noqa: E402
from hw.pcstorage import MemoryStorage  # noqa: E402

# Press weights: a player mostly moves and confirms.
WEIGHTS = ((buttons.A, 30), (buttons.UP, 9), (buttons.DOWN, 9), (buttons.LEFT, 9),
           (buttons.RIGHT, 9), (buttons.B, 6), (buttons.Y, 2), (buttons.MENU, 1), (buttons.X, 2))
BAG = [b for b, w in WEIGHTS for _ in range(w)]
MIXES = ("bots", "one human", "humans")
HANG_SECONDS = 60  # wall time one frame may take before the run counts as hung
STUCK_PRESSES = 3000  # presses in one human decision without a move: the screen is stuck
IDLE_FRAMES = 20000  # frames (40 ms each) with neither a press nor a move: the app stalls


class Hang(Exception):
    pass


class FuzzError(AssertionError):
    pass


# --- what the rules promise ------------------------------------------------
def conserved(game, state, seats):
    """Every card of the game is in exactly one of the rules' places()."""
    cards = []
    for _, pile in game.places(state):
        cards += pile
    return sorted(cards) == sorted(game.all_cards(seats))


def canon(x):
    """A plain, comparable copy of a state (objects, lists, bytearrays)."""
    if isinstance(x, (bytes, bytearray)):
        return bytes(x)
    if isinstance(x, (list, tuple)):
        return [canon(v) for v in x]
    if isinstance(x, dict):
        return {k: canon(x[k]) for k in sorted(x, key=repr)}
    if hasattr(x, "__dict__"):
        return ("obj", canon(vars(x)))
    return x


def replay(record):
    """The state a save rebuilds: a fresh round and its moves through play()."""
    g = load(record.game)
    state = g.new(len(record.seats), record.seed, history=[list(h) for h in record.history])
    for move in record.moves:
        g.play(state, move)
    return state


def check_rules(match):
    """Raises FuzzError when the state breaks a rule the protocol promises."""
    g = match.game
    s = match.state
    name = GAMES[match.index][0]
    if not conserved(g, s, len(match.seats)):
        raise FuzzError("%s: a card is lost or doubled after %d moves" % (name, len(match.moves)))
    if not g.over(s):
        legal = g.legal(s)
        seat = g.to_move(s)
        if not legal or not 0 <= seat < len(match.seats):
            raise FuzzError("%s: round running but legal=%r to_move=%r" % (name, legal, seat))
        if len(set(legal)) != len(legal) or min(legal) < 0 or max(legal) >= 65536:
            raise FuzzError("%s: bad legal list %r" % (name, legal))
    elif g.to_move(s) != -1:
        raise FuzzError("%s: round over but to_move=%r" % (name, g.to_move(s)))


def check_save(app, storage):
    """The save on storage is the game on screen, and replaying it rebuilds it."""
    match = app.match
    record, _ = Store(storage).load()
    if record is None:
        raise FuzzError("no save while a game is on (where=%s)" % app.where)
    if record != match.record():
        raise FuzzError("save %r differs from the game %r" % (record, match.record()))
    if canon(replay(record)) != canon(match.state):
        raise FuzzError("replaying the save gives another state (%r)" % record)


# --- the session -----------------------------------------------------------
class Stats:
    def __init__(self):
        self.presses = 0
        self.frames = 0
        self.virtual_ms = 0
        self.moves = 0
        self.rounds = 0
        self.started = {}  # (game, mix) -> count
        self.finished = {}
        self.resumes = 0
        self.visits = {}  # where -> times entered
        self.hints = 0
        self.notices = {}
        self.checks = 0
        self.exceptions = []
        self.longest_decision = 0

    def add(self, table, key):
        table[key] = table.get(key, 0) + 1

    def report(self):
        lines = ["presses %d, frames %d, virtual time %.1f min, moves %d, rounds %d, checks %d"
                 % (self.presses, self.frames, self.virtual_ms / 60000.0, self.moves, self.rounds, self.checks)]
        lines.append("matches on screen (new or continued) / played to the winners (game, seat mix):")
        for game in range(len(GAMES)):
            for mix in MIXES + ("mixed",):
                key = (game, mix)
                if key in self.started or key in self.finished:
                    lines.append("  %-12s %-10s %4d / %d" % (GAMES[game][1], mix, self.started.get(key, 0),
                                                            self.finished.get(key, 0)))
        lines.append("resumes (Continue) %d, hints %d, longest human decision %d presses"
                     % (self.resumes, self.hints, self.longest_decision))
        lines.append("screens entered: " + ", ".join("%s %d" % (k, self.visits[k]) for k in sorted(self.visits)))
        lines.append("notices seen:")
        for text in sorted(self.notices):
            lines.append("  %4d  %s" % (self.notices[text], text))
        lines.append("exceptions %d" % len(self.exceptions))
        for text in self.exceptions:
            lines.append(text)
        return "\n".join(lines)


def mix_of(seats):
    humans = len([k for k in seats if k == 0])
    if humans == 0:
        return "bots"
    if humans == len(seats):
        return "humans"
    return "one human" if humans == 1 else "mixed"


class Fuzzer:
    """One seeded session of the app; `script` is the headless button source."""

    def __init__(self, seed, presses, games, stats, storage=None, direct=0.8, mixes=(0, 1, 2, 3), patient=False):
        self.rng = Rng(seed)
        self.budget = presses
        self.games = games  # game indexes the title director picks from
        self.stats = stats
        self.storage = storage if storage is not None else MemoryStorage()
        self.direct = direct  # chance that the title/set-up are steered to a target
        self.mixes = mixes  # seat mixes the set-up director picks from (index in MIXES, 3: any)
        self.app = None
        self.hw = None
        self.seen_match = None
        self.seen_moves = -1
        self.seen_round = -1
        self.seen_where = ""
        self.notices = 0
        self.turn_presses = 0
        self.turn_key = None
        self.next_game = 0
        self.progress = 0  # the frame of the last press or move
        self.patient = patient  # seldom opens the in-game menu, so human matches reach their end

    # every frame: look at the app, then give one token
    def observe(self):
        app = self.app
        st = self.stats
        where = app.where
        if self.hw.frames - self.progress > IDLE_FRAMES:
            raise FuzzError("%d frames without a move or a press (at %s)" % (IDLE_FRAMES, where))
        if where != self.seen_where:
            st.add(st.visits, where)
            self.seen_where = where
        while self.notices < len(app.notices):
            text = app.notices[self.notices]
            self.notices += 1
            if text.startswith("Hint: "):
                st.hints += 1
                text = "Hint: ..."
            elif text.startswith("Move refused: "):
                raise FuzzError("a screen returned a move the rules refuse: " + text)
            st.add(st.notices, text)
        match = app.match
        if match is None:
            self.seen_match = None
            if where == "title" and isinstance(app.current, Title):
                record, _ = Store(self.storage).load()
                if (record is not None) != app.current.continues:
                    raise FuzzError("title shows Continue=%r but the save is %r" % (app.current.continues, record))
            return
        if match is not self.seen_match:
            self.seen_match = match
            self.seen_moves = -1
            self.seen_round = len(match.history)
            self.match_key = (match.index, mix_of(match.seats))
            st.add(st.started, self.match_key)
        rnd = len(match.history)
        if rnd != self.seen_round:
            self.seen_round = rnd
            self.seen_moves = -1
        if len(match.moves) != self.seen_moves:
            self.progress = self.hw.frames
            if self.seen_moves >= 0:
                st.moves += len(match.moves) - self.seen_moves
            self.seen_moves = len(match.moves)
            check_rules(match)
            # a new game is first saved with its first move
            if not match.save_warned and (match.moves or match.history):
                check_save(app, self.storage)
            st.checks += 1
        if where == "result" and self.seen_where_result is not match.state:
            self.seen_where_result = match.state
            st.rounds += 1
        if where == "winners" and self.finished_match is not match:
            self.finished_match = match
            st.add(st.finished, self.match_key)
        if where == "turn":
            key = (id(match), rnd, len(match.moves))
            if key != self.turn_key:
                self.turn_key = key
                self.turn_presses = 0

    seen_where_result = None
    finished_match = None
    match_key = None

    def press(self, name):
        """Counts a press of the button called `name` and returns the token."""
        st = self.stats
        st.presses += 1
        self.budget -= 1
        self.progress = self.hw.frames
        app = self.app
        if app.where == "turn" and app.match is not None:
            self.turn_presses += 1
            st.longest_decision = max(st.longest_decision, self.turn_presses)
            if self.turn_presses > STUCK_PRESSES:
                raise FuzzError("no move after %d presses in a %s turn"
                                % (self.turn_presses, GAMES[app.match.index][1]))
        return name

    def script(self):
        rng = self.rng
        while self.budget > 0:
            self.observe()
            where = self.app.where
            if where == "title" and isinstance(self.app.current, Title) and rng.below(100) < self.direct * 100:
                yield from self.title()
                continue
            if where == "setup" and isinstance(self.app.current, Setup) and rng.below(100) < self.direct * 100:
                yield from self.setup()
                continue
            if where == "wait" or rng.below(100) < 25:
                # let bots play; idle frames cost no presses
                for _ in range(rng.below(12)):
                    yield None
                    self.observe()
                continue
            button = BAG[rng.below(len(BAG))]
            if self.patient and button in (buttons.Y, buttons.MENU) and rng.below(20):
                button = buttons.A
            yield self.press(buttons.NAMES[button])

    def presses(self, names):
        """Presses the buttons `names` yields, looking at the app after each."""
        for name in names:
            yield self.press(name)
            self.observe()

    def title(self):
        screen = self.app.current
        rng = self.rng
        if screen.continues and rng.below(3) == 0:
            target = 0
            self.stats.resumes += 1
        else:
            game = self.games[self.next_game % len(self.games)]
            self.next_game += 1
            target = game + (1 if screen.continues else 0)
        yield from self.presses(drive.title_row(screen, target))

    def setup(self):
        screen = self.app.current
        rng = self.rng
        count = screen.low + rng.below(screen.high - screen.low + 1)
        mix = self.mixes[rng.below(len(self.mixes))]  # bots, one human, humans, anything
        kinds = []
        for seat in range(count):
            if mix == 0:
                kinds.append(1 + rng.below(3))
            elif mix == 1:
                kinds.append(0 if seat == 0 else 1 + rng.below(3))
            elif mix == 2:
                kinds.append(0)
            else:
                kinds.append(rng.below(4))
        yield from self.presses(drive.set_up(screen, kinds))


def _alarm(signum, frame):
    raise Hang("a frame took over %d s: the app is stuck in a loop" % HANG_SECONDS)


def blank_text(on):
    """With `on`, text labels keep their size and place but no glyph pixels
    are drawn: Blinka draws glyphs pixel by pixel in Python, which would
    otherwise take most of a fuzz run's time. Returns the undo function."""
    from adafruit_display_text import bitmap_label

    if not on:
        return lambda: None
    saved = bitmap_label.Label._blit
    bitmap_label.Label._blit = lambda self, *args, **kwargs: None

    def undo():
        bitmap_label.Label._blit = saved

    return undo


def fuzz(seed, presses, games=None, stats=None, storage=None, direct=0.8, text=False, mixes=(0, 1, 2, 3),
         patient=False):
    """One session; returns its Stats. Raises on any failure (and on a hang).
    text=False skips drawing glyphs (see blank_text)."""
    stats = stats if stats is not None else Stats()
    fuzzer = Fuzzer(seed, presses, list(games if games is not None else range(len(GAMES))),
                    stats, storage, direct, mixes, patient)

    def tokens():
        for token in fuzzer.script():
            if watchdog:
                signal.alarm(HANG_SECONDS)
            yield token

    hw = Hardware(script=tokens(), storage=fuzzer.storage, settings={})
    app = App(hw)
    fuzzer.app = app
    fuzzer.hw = hw
    watchdog = hasattr(signal, "SIGALRM")
    old = signal.signal(signal.SIGALRM, _alarm) if watchdog else None
    undo = blank_text(not text)
    try:
        app.run()
    finally:
        undo()
        if watchdog:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old)
        stats.frames += hw.frames
        stats.virtual_ms += hw.now
    return stats
