# One match on screen: rounds of turns (humans through the game's Screen, bots
# through the game's bot), hand-over screens in hot-seat play, an autosave after
# every move, round results, the match table and the winners. Code that only
# some moments need is loaded for them: the in-game menu (Resume, Rules, Hint,
# Quit) is engine/app/pause.py, the end of a round engine/app/roundend.py, the
# hand-over and catch-up of hot-seat play engine/app/catchup.py.
import gc

from engine import buttons
from engine.games import load, path
from engine.rng import Rng, derive
from engine.app.save import Record
from engine.app.unload import forget
from engine.ui import theme

LEVELS = (None, "easy", "normal", "hard")
THINK_MS = 350  # a bot "thinks" at least this long, so its move can be followed
TURN_BEEP = (1320, 40)
REFUSED_BEEP = (180, 120)
MEMORY_NOTICE = "Bot ran low on memory and played a simple move."


class Leave(Exception):
    """The player chose "Quit to menu" (the save stays)."""


# MicroPython's and CircuitPython's collector (gc.mem_free is theirs): a
# collection there places what comes next; CPython's full collection only
# costs the PC's tests their time.
SMALL_HEAP = hasattr(gc, "mem_free")


def seat_names(seats):
    """"You" for a lone human, "Player N" for several, "Bot N" for bots."""
    humans = 0
    for kind in seats:
        if kind == 0:
            humans += 1
    names = []
    for i in range(len(seats)):
        if seats[i]:
            names.append("Bot " + str(i + 1))
        elif humans == 1:
            names.append("You")
        else:
            names.append("Player " + str(i + 1))
    return names


def bot_seed(seed, round_index, seat):
    return derive(derive(seed, 1000 + round_index), seat)


class Match:
    def __init__(self, app, record):
        self.app = app
        self.hw = app.hw
        self.index = record.game
        self.game = load(record.game)
        self.botmod = load(record.game, "bot")
        self.seats = list(record.seats)
        self.seed = record.seed
        self.names = seat_names(self.seats)
        self.humans = len(self.seats) - len([k for k in self.seats if k])
        self.sheets_kept = False  # a screen was released keeping the game's sheets (drop_screen)
        self.catchup = None
        if self.humans > 1:
            # hot-seat: each human is told what the others did since their last turn
            from engine.app.catchup import CatchUp

            self.catchup = CatchUp(self)
        self.holder = -1  # the human who decided last (holds the device)
        self.last_seat = -1  # who made the last decision
        self.shown = -2  # the viewer the screen last drew the table for
        self.save_warned = False
        self.handover = None
        self.pause_menu = None
        self.on_show = None  # (seat, move, events, viewer, kept) of the move on screen
        state = self.game.new(len(self.seats), self.seed, history=list(record.history))
        self.start_round(state, record.moves)
        # The screen after the round: the bots' code (a hard bot imports its
        # own as it is made) is compiled and the saved moves are replayed
        # first, so that the table's long-lived objects are made after that
        # scratch is gone and not among it (device RAM: Digging's largest
        # free block, docs/memory.md).
        ui = load(record.game, "screen")
        # and after the scratch of compiling the screen's modules is gone
        gc.collect()
        self.screen = ui.Screen(self.game, self.hw.width, self.hw.height, self.names)
        self.fresh = not self.moves and not self.history

    # --- state ------------------------------------------------------------
    def start_round(self, state, moves=()):
        """Fresh bots for this round, then the moves so far replayed through
        play() and observe() exactly as they were played live."""
        g = self.game
        self.state = state
        self.history = g.round_scores(state)
        self.moves = []
        if self.catchup is not None:
            self.catchup.reset()
        r = len(self.history)
        self.bots = []
        for seat in range(len(self.seats)):
            kind = self.seats[seat]
            bot = self.botmod.Bot(seat, LEVELS[kind], bot_seed(self.seed, r, seat)) if kind else None
            self.bots.append(bot)
        self.observe()
        for move in moves:
            try:
                g.play(state, move)
            except ValueError:
                self.app.message("The saved game could not be fully replayed.")
                break
            self.moves.append(move)
            self.observe()
        self.shown = -2

    def observe(self):
        g = self.game
        for seat in range(len(self.bots)):
            bot = self.bots[seat]
            if bot is not None:
                bot.observe(g.view(self.state, seat))

    def record(self):
        return Record(self.index, self.seats, self.seed, self.history, self.moves)

    def save(self):
        notice = self.app.store.save(self.record())
        if notice is None:
            self.app.kept = True
        if notice and not self.save_warned:
            self.save_warned = True
            self.app.message(notice)

    def apply(self, seat, move):
        """Plays a move: events, or None when the rules refused it."""
        # A bot's search (and a human's cursor) leaves garbage all over the
        # free heap: collected before the move's long-lived objects (the
        # state's, the bots' memories, the screen's) are made, they take the
        # lowest free places instead of cutting up the largest free block
        # (device RAM; one collection a move).
        if SMALL_HEAP:
            gc.collect()
        g = self.game
        try:
            text = g.move_text(self.state, move)
        except Exception:  # a move the rules will refuse below
            text = str(move)
        befores = self.catchup.befores(seat, move) if self.catchup is not None else ()
        try:
            events = g.play(self.state, move)
        except ValueError as error:
            self.app.beep(REFUSED_BEEP[0], REFUSED_BEEP[1])
            self.app.message("Move refused: " + str(error))
            return None
        self.hw.log(self.names[seat] + ": " + text)
        self.moves.append(move)
        self.observe()
        if befores:
            self.catchup.narrate(seat, move, events, befores)
        self.save()
        self.app.heap("move")
        return events

    # --- the match --------------------------------------------------------
    def play(self):
        try:
            if self.fresh:
                # saved at once, so Continue offers a match left before its
                # first move; a storage notice then shows over the table
                if self.humans <= 1:
                    self.draw_table(self.viewer())
                self.save()
            while True:
                seat = self.game.to_move(self.state)
                if seat < 0:
                    if not self.round_end():
                        return
                elif self.seats[seat] == 0:
                    self.human_turn(seat)
                else:
                    self.bot_turn(seat)
        except Leave:
            self.hw.log("quit to menu")
        finally:
            self.app.led(0)
            self.app.pop(self.pause_group())
            if self.screen is not None:
                self.screen.release()
            elif self.sheets_kept:
                # dropped at the round's end (or out of memory while made again):
                # the sheets it kept go now
                load(self.index, "art").release()

    def viewer(self):
        """Whose view the table shows between human decisions."""
        if self.holder >= 0:
            return self.holder
        for seat in range(len(self.seats)):
            if self.seats[seat] == 0:
                return seat
        return 0

    def draw_table(self, viewer):
        self.app.show(self.screen.group)
        if self.shown != viewer:
            self.screen.show(self.state, viewer)
            self.shown = viewer

    def human_turn(self, seat):
        app = self.app
        if self.humans > 1 and self.holder != seat:
            self.catchup.hand_over(seat)
        self.holder = seat
        if self.catchup is not None:
            self.catchup.clear(seat)
        app.show(self.screen.group)
        app.led(theme.SEATS[seat % len(theme.SEATS)])
        if self.last_seat != seat:
            # a turn starts (not the second step of the same player's turn)
            app.beep(TURN_BEEP[0], TURN_BEEP[1])
        self.last_seat = seat
        if SMALL_HEAP:
            # the screen keeps the seat's view through the turn: made after
            # a collection, it takes the lowest free places
            gc.collect()
        self.screen.begin_turn(self.state, seat)
        self.shown = seat
        while True:
            # the screen's optional idle() (engine/games/SCREEN.md); asked anew
            # each time, as the rules pages make a new screen
            b = app.key("turn", self.screen)
            if b == buttons.Y or b == buttons.MENU:
                self.pause(seat)
                continue
            move = self.screen.press(self.state, b)
            if move is None:
                continue
            events = self.apply(seat, move)
            if events is None:
                self.screen.begin_turn(self.state, seat)
                continue
            self.screen.show_move(self.state, seat, move, events, seat)
            self.flash(events)
            keep = getattr(self.screen, "keep", None)
            if keep is not None and keep(events):
                # The screen shows what this move did (Gold: a turn's outcome)
                # until the player presses A.
                self.on_show = (seat, move, events, seat, True)
                while True:
                    b = app.key("outcome")
                    if b == buttons.A:
                        break
                    if b == buttons.Y or b == buttons.MENU:
                        self.pause(-1)
                self.on_show = None
            return

    def bot_turn(self, seat):
        app = self.app
        self.last_seat = seat
        viewer = self.viewer()
        self.draw_table(viewer)
        app.led(theme.SEATS[seat % len(theme.SEATS)])
        b = app.wait(THINK_MS)
        if b == buttons.Y or b == buttons.MENU:
            self.pause(-1)
        move = self.choose(seat)
        events = self.apply(seat, move)
        if events is None:
            # A bot's move the rules refuse (should not happen): play on.
            move = self.game.legal(self.state)[0]
            events = self.apply(seat, move)
        hold = self.screen.show_move(self.state, seat, move, events, viewer)
        self.flash(events)
        if hold:
            self.on_show = (seat, move, events, viewer, False)
            b = app.wait(hold)
            if b == buttons.Y or b == buttons.MENU:
                self.pause(-1)
            self.on_show = None

    def choose(self, seat):
        g = self.game
        try:
            return self.bots[seat].choose(g.view(self.state, seat))
        except MemoryError as error:
            gc.collect()
            legal = g.legal(self.state)
            move = legal[Rng(derive(self.seed, len(self.moves))).below(len(legal))]
            # the block's size and the free memory tell a full heap from a fragmented one
            free = gc.mem_free() if hasattr(gc, "mem_free") else -1
            self.hw.log("bot " + str(seat + 1) + ": MemoryError (" + str(error) + "), "
                        + str(free) + " bytes free; random legal move")
            self.app.message(MEMORY_NOTICE)
            return move

    def flash(self, events):
        led = getattr(self.screen, "led", None)
        if led is not None:
            color = led(events)
            if color:
                self.app.led(color)

    # --- end of a round ---------------------------------------------------
    def round_end(self):
        """Result pages, match table; False when the match is over. The
        code is engine/app/roundend.py's, in memory only while a round ends."""
        # collected first: the code compiled now stays through the pages,
        # and takes the lowest free places rather than those after the
        # round's scratch (device RAM, docs/memory.md); the menu's the same
        gc.collect()
        from engine.app.roundend import round_end

        going_on = round_end(self)
        forget("engine.app.roundend")
        return going_on

    # --- in-game menu -----------------------------------------------------
    def pause_group(self):
        return self.pause_menu.group if self.pause_menu is not None else None

    def drop_screen(self):
        """Releases the table's screen (its tile grids and labels), so that
        the rules pages get its room: the pages cost the heap about what the
        table does, and on top of it they were the console's peak. The game's
        shared sheets (the card and digit bitmaps its art module keeps) stay
        for the screen made again after: allocated anew in a heap the pages
        have cut up, a 4 KB sheet found no room in a heap with 50 KB free."""
        self.app.show(None)
        self.screen.release(True)
        self.sheets_kept = True  # for the next screen; the match's end frees them
        self.screen = None
        gc.collect()

    def new_screen(self):
        ui = load(self.index, "screen")
        self.screen = ui.Screen(self.game, self.hw.width, self.hw.height, self.names)
        self.sheets_kept = False
        self.shown = -2

    def pause(self, seat):
        """The in-game menu; seat is the human deciding now (-1: none)."""
        told = None
        if self.catchup is not None:
            # hot-seat: the catch-up's code and the story's leave the heap
            # while the menu shows (Digging's low point in hot-seat play);
            # the lines told so far stay and the catch-up comes back after
            told = self.catchup.lines
            self.catchup = None
            forget("engine.app.catchup")
            forget(path(self.index, "story"))
        gc.collect()  # (as for the round's end)
        from engine.app.pause import QUIT, pause

        choice = pause(self, seat)
        # the menu's code leaves the heap with the menu: it came back for
        # the rest of the match after the first Y, at three games' peaks
        forget("engine.app.pause")
        forget("engine.app.pausejobs")
        if told is not None and choice != QUIT:
            from engine.app.catchup import CatchUp

            self.catchup = CatchUp(self, told)
        if choice == QUIT:
            raise Leave()
