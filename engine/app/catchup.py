# The hot-seat catch-up: with more than one human, each human is told, after
# the hand-over, what the other seats did since that human last decided. The
# words come from the game's story module (engine/games/SCREEN.md), built from
# the listener's own views, so they never name a card that view hides. Loaded
# only for a hot-seat match (device RAM): solo play never imports it.
import gc

from engine import buttons
from engine.games import GAMES, load
from engine.ui import theme
from engine.ui.forget import forget
from engine.ui.widgets import label, set_text, wrap

KEPT = 12       # lines kept per listener (the latest)
TOP = 44        # the story's first line on the hand-over screen
LINES = 7       # big lines between the heading and the prompt
COLUMNS = 19    # big letters from x=6


def box(lines):
    """LINES lines of COLUMNS characters, padded with spaces: the label's
    bitmap keeps one size and is reused (no heap block comes and goes
    between the bots' searches)."""
    out = []
    for i in range(LINES):
        line = lines[i] if i < len(lines) else ""
        out.append(line + " " * (COLUMNS - len(line)))
    return "\n".join(out)


class CatchUp:
    def __init__(self, match):
        self.match = match
        self.story = load(match.index, "story")
        self.label = None       # made on the hand-over screen at its first use
        self.reset()

    def reset(self):
        """A new round: nothing to tell yet."""
        self.lines = [[] for _ in self.match.seats]

    def befores(self, seat, move):
        """Each other human, with its view from before seat's move when the
        story needs it (a view is a heap block the bots may want)."""
        m = self.match
        need = self.story.needs_before(m.game, move)
        return [(v, m.game.view(m.state, v) if need else None)
                for v in range(len(m.seats)) if m.seats[v] == 0 and v != seat]

    def narrate(self, seat, move, events, befores):
        """Adds the move, in words from each other human's views, to what that
        human is told next. A line starting with "," goes on the mover's last
        line ("Player 1 plays blue 7, draws from the deck")."""
        m = self.match
        for v, before in befores:
            after = m.game.view(m.state, v)
            text = self.story.tell(m.game, m.names, before, after, seat, move, events)
            lines = self.lines[v]
            for part in text.split("\n") if text else ():
                if part[:1] != ",":
                    lines.append((seat, part))
                elif lines and lines[-1][0] == seat:
                    lines[-1] = (seat, lines[-1][1] + part)
                else:
                    lines.append((seat, m.names[seat] + part[1:]))
            del lines[:-KEPT]

    def clear(self, seat):
        """seat decides now: it has been told."""
        self.lines[seat] = []

    def hand_over(self, seat):
        """The hand-over screen to `seat`, then what the others did (the match's
        hand_over: hot-seat code, in memory only for a hot-seat match)."""
        match = self.match
        # The hand-over hides the table, and the story pages show over the
        # hand-over screen: the table's screen is let go while they show and
        # made again for the turn (as for the rules pages). Without it the
        # hand-over and the story were Digging's low point in hot-seat play.
        if match.screen is not None:
            match.drop_screen()
        if match.handover is None:
            # only hot-seat play needs it, made for each hand-over and let go
            # after it: the turn that follows gets its room
            from engine.ui.handover import Handover

            match.handover = Handover(match.hw.width, match.hw.height)
        g = match.game
        totals = g.totals(match.state)
        parts = []
        for i in range(len(match.seats)):
            parts.append(str(i + 1) + ":" + str(totals[i]))
        info = "Totals  " + "  ".join(parts) if match.history else ""
        match.handover.set(match.names[seat], seat, info, GAMES[match.index][1])
        match.app.show(match.handover.group)
        match.app.led(theme.SEATS[seat % len(theme.SEATS)])
        match.hw.log("hand-over to " + match.names[seat])
        while match.app.key("handover") != buttons.A:
            pass
        self.show(match.handover, seat)
        match.app.show(None)
        match.handover = None
        self.label = None  # the story's label was on the hand-over screen
        forget("engine.ui.handover")  # its code too, until the next hand-over
        gc.collect()
        match.new_screen()

    def show(self, handover, seat):
        """After the hand-over's A: the story in big letters, LINES a page,
        each page until A (the hand-over screen is let go after it)."""
        told = [line for _, line in self.lines[seat]]
        if not told:
            return
        m = self.match
        m.hw.log("story for " + m.names[seat] + ": " + " | ".join(told))
        text = []
        for line in told:
            text += wrap(line, COLUMNS)
        pages = (len(text) + LINES - 1) // LINES
        for i in range(pages):
            self.page(handover, text, i)
            while m.app.key("story") != buttons.A:
                pass

    def page(self, handover, text, i):
        """Page i of the wrapped lines `text` on the hand-over screen."""
        if self.label is None:
            self.label = label(box(()), 6, TOP, theme.TEXT)
            handover.group.append(self.label)
        self._page(handover, True)
        set_text(handover.game, "Since your turn")
        pages = (len(text) + LINES - 1) // LINES
        set_text(self.label, box(text[i * LINES:(i + 1) * LINES]))
        set_text(handover.prompt, "A: your turn" if i >= pages - 1 else
                 "A: more " + str(i + 1) + "/" + str(pages))

    def _page(self, h, story):
        for item in (h.band, h.title, h.name, h.info):
            item.hidden = story
        self.label.hidden = not story
        h.prompt.anchored_position = (h.prompt.anchored_position[0], 212 if story else 160)
