# The hand-over screen shown between two humans' decisions in hot-seat play:
# it hides the table so the next player does not see the previous one's hand.
# Only public facts appear here (names, match totals). After A, a second page
# may tell the next player what the others did since their last turn (the
# lines come from each game's story module, built from that player's views),
# in big letters, a page at a time.
import displayio

from engine.ui import theme
from engine.ui.widgets import background, box, label, set_text, wrap

STORY_Y = 44
STORY_LINES = 7         # big lines between the heading and the prompt
STORY_COLUMNS = 19      # big letters from x=6


class Handover:
    def __init__(self, width=240, height=240):
        self.group = displayio.Group()
        self.width = width
        self.group.append(background(theme.BG, width, height))
        self.band, self.band_palette = box(0, 64, width, 76, theme.SEATS[0])
        self.group.append(self.band)
        self.title = label("Pass to", width // 2, 72, theme.BG, anchor=(0.5, 0))
        self.name = label("", width // 2, 104, theme.BG, anchor=(0.5, 0))
        self.prompt = label("then press A", width // 2, 160, theme.TEXT, anchor=(0.5, 0))
        self.info = label("", width // 2, 200, theme.TEXT_DIM, scale=1, anchor=(0.5, 0))
        self.game = label("", width // 2, 16, theme.ACCENT, anchor=(0.5, 0))
        # one multi-line label for the whole story, its text always padded to
        # the same box: the label then reuses its bitmap (no heap block comes
        # and goes between the bots' searches)
        self.story = label(_box(()), 6, STORY_Y, theme.TEXT)
        self.lines = []
        for item in (self.title, self.name, self.prompt, self.info, self.game, self.story):
            self.group.append(item)

    def set(self, name, seat, info="", game=""):
        """name: the seat's label ("Player 2"); info: one public line;
        game: the game's name for the top line."""
        self.band_palette[0] = theme.SEATS[seat % len(theme.SEATS)]
        self._page(False)
        set_text(self.game, game)
        set_text(self.name, name)
        set_text(self.info, info)

    def tell(self, lines):
        """The second page: what happened since the player's last turn, in
        big letters, STORY_LINES a page. Returns the number of pages (0 for
        none: no lines, and the story is blanked)."""
        text = []
        for line in lines:
            text += wrap(line, STORY_COLUMNS)
        self.lines = text
        if not text:
            set_text(self.story, _box(()))
            return 0
        self._page(True)
        set_text(self.game, "Since your turn")
        self.show_page(0)
        return (len(text) + STORY_LINES - 1) // STORY_LINES

    def show_page(self, i):
        n = (len(self.lines) + STORY_LINES - 1) // STORY_LINES
        set_text(self.story, _box(self.lines[i * STORY_LINES:(i + 1) * STORY_LINES]))
        set_text(self.prompt, "A: your turn" if i >= n - 1 else "A: more " + str(i + 1) + "/" + str(n))

    def _page(self, story):
        self.band.hidden = story
        self.title.hidden = story
        self.name.hidden = story
        self.info.hidden = story
        self.story.hidden = not story
        set_text(self.prompt, "A: your turn" if story else "then press A")
        self.prompt.anchored_position = (self.width // 2, 212 if story else 160)


def _box(lines):
    """STORY_LINES lines of STORY_COLUMNS characters (padded with spaces)."""
    out = []
    for i in range(STORY_LINES):
        line = lines[i] if i < len(lines) else ""
        out.append(line + " " * (STORY_COLUMNS - len(line)))
    return "\n".join(out)
