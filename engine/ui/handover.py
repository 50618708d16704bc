# The hand-over screen shown between two humans' decisions in hot-seat play:
# it hides the table so the next player does not see the previous one's hand.
# Only public facts appear here (names, match totals).
import displayio

from engine.ui import theme
from engine.ui.widgets import background, box, label, set_text


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

    def set(self, name, seat, info="", game=""):
        """name: the seat's label ("Player 2"); info: one public line;
        game: the game's name for the top line."""
        self.band_palette[0] = theme.SEATS[seat % len(theme.SEATS)]
        set_text(self.game, game)
        set_text(self.name, name)
        set_text(self.info, info)
