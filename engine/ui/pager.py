# The rules pages of the in-game menu: a long text in pages of scale-2 lines,
# scrolled with UP/DOWN. Each game's text is its help module's TEXT
# (engine/games/<game>/help.py), loaded only while the pages show.
import displayio

from engine import buttons
from engine.ui import theme
from engine.ui.widgets import background, box, label, set_text, wrap

LINES = 8
COLUMNS = 19


class Pager:
    def __init__(self, title, text, width=240, height=240):
        self.lines = wrap(text, COLUMNS)
        self.top = 0
        self.group = displayio.Group()
        self.group.append(background(theme.PANEL, width, height))
        head, _ = box(0, 0, width, 28, theme.BG)
        self.group.append(head)
        self.group.append(label(title, 6, 2, theme.ACCENT))
        self.where = label("", width - 4, 8, theme.TEXT_DIM, scale=1, anchor=(1, 0))
        self.group.append(self.where)
        self.rows = []
        for i in range(LINES):
            lab = label("", 6, 32 + i * 24)
            self.rows.append(lab)
            self.group.append(lab)
        self.group.append(label("UP/DOWN scroll  B back", width // 2, height - 14, theme.TEXT_DIM, scale=1, anchor=(0.5, 0)))
        self._draw()

    def _draw(self):
        for i in range(LINES):
            j = self.top + i
            line = self.lines[j] if j < len(self.lines) else ""
            set_text(self.rows[i], line)
            # a line ending in ":" is a heading
            color = theme.ACCENT if line.endswith(":") else theme.TEXT
            if self.rows[i].color != color:
                self.rows[i].color = color
        pages = (len(self.lines) + LINES - 1) // LINES
        page = self.top // LINES + 1
        set_text(self.where, str(page) + "/" + str(pages))

    def press(self, button):
        """Returns True when the pager should close."""
        last = max(0, ((len(self.lines) - 1) // LINES) * LINES)
        if button in (buttons.DOWN, buttons.RIGHT, buttons.A):
            if button == buttons.A and self.top >= last:
                return True
            self.top = min(last, self.top + LINES)
        elif button in (buttons.UP, buttons.LEFT):
            self.top = max(0, self.top - LINES)
        elif button in (buttons.B, buttons.Y, buttons.MENU):
            return True
        self._draw()
        return False
