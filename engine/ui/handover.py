# The hand-over screen shown between two humans' decisions in hot-seat play:
# it hides the table so the next player does not see the previous one's hand.
# Only public facts appear here (names, match totals), then the catch-up's
# pages: what the others did, in words from this player's own view.
import displayio

from engine.ui import theme
from engine.ui.widgets import background, box, label, set_text

TOP = 44        # the story's first line
LINES = 7       # big lines between the heading and the prompt
COLUMNS = 19    # big letters from x=6


def lines_box(lines):
    """LINES lines of COLUMNS characters, padded with spaces: the label's
    bitmap keeps one size and is reused from page to page."""
    out = []
    for i in range(LINES):
        line = lines[i] if i < len(lines) else ""
        out.append(line + " " * (COLUMNS - len(line)))
    return "\n".join(out)


class Handover:
    def __init__(self, width=240, height=240):
        self.group = displayio.Group()
        self.group.append(background(theme.BG, width, height))
        self.band, self.band_palette = box(0, 64, width, 76, theme.SEATS[0])
        self.group.append(self.band)
        self.title = label("Pass to", width // 2, 72, theme.BG, anchor=(0.5, 0))
        self.name = label("", width // 2, 104, theme.BG, anchor=(0.5, 0))
        self.prompt = label("then press A", width // 2, 160, theme.TEXT, anchor=(0.5, 0))
        self.info = label("", width // 2, 200, theme.TEXT_DIM, scale=1, anchor=(0.5, 0))
        self.game = label("", width // 2, 16, theme.ACCENT, anchor=(0.5, 0))
        for item in (self.title, self.name, self.prompt, self.info, self.game):
            self.group.append(item)
        self.story = None   # the catch-up's label, made at its first page

    def set(self, name, seat, info="", game=""):
        """name: the seat's label ("Player 2"); info: one public line;
        game: the game's name for the top line."""
        self.band_palette[0] = theme.SEATS[seat % len(theme.SEATS)]
        set_text(self.game, game)
        set_text(self.name, name)
        set_text(self.info, info)

    def page(self, lines, i, pages):
        """Page i of `pages` of the catch-up: at most LINES wrapped lines in
        big letters in place of the band."""
        if self.story is None:
            self.story = label(lines_box(()), 6, TOP, theme.TEXT)
            self.group.append(self.story)
            for item in (self.band, self.title, self.name, self.info):
                item.hidden = True
            self.prompt.anchored_position = (self.prompt.anchored_position[0], 212)
        set_text(self.game, "Since your turn")
        set_text(self.story, lines_box(lines))
        set_text(self.prompt, "A: your turn" if i >= pages - 1 else
                 "A: more " + str(i + 1) + "/" + str(pages))
