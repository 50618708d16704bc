# Small displayio building blocks shared by the app shell and the game screens:
# solid boxes, labels, word wrapping, and a modal message box (the title's list
# menu is engine/ui/menu.py, in memory only while the title or set-up shows). Everything is allocated once; afterwards only label text
# (when it changes) and positions move, so a cursor step redraws little.
import displayio
import vectorio

from engine.ui import theme
from engine.ui.text import Label
BIG = 2  # label scale read at arm's length: 12 x 24 px characters


def box(x, y, w, h, color):
    """A solid rectangle: (shape, palette). Move it with shape.x/.y, hide it
    with shape.hidden, recolour it with palette[0]. A vectorio shape, not a
    tile grid over a bitmap: no bitmap to hold (96 bytes in all on a board),
    and drawn in 0.12 s a screen where a tile grid takes 0.30 s on the
    emulated Pico (every table has a full-screen one behind it)."""
    palette = displayio.Palette(1)
    palette[0] = color
    return vectorio.Rectangle(pixel_shader=palette, width=w, height=h, x=x, y=y), palette


def framed(x, y, w, h, frame_color, fill_color):
    """A panel with a 4-pixel frame: one 4x-scaled bitmap of two colours
    (w and h divisible by 4), half what a frame box under a panel box holds.
    Returns (group, palette): palette[0] the frame, palette[1] the fill."""
    palette = displayio.Palette(2)
    palette[0] = frame_color
    palette[1] = fill_color
    cells = displayio.Bitmap(w // 4, h // 4, 2)
    for cy in range(1, h // 4 - 1):
        for cx in range(1, w // 4 - 1):
            cells[cx, cy] = 1
    group = displayio.Group(x=x, y=y, scale=4)
    group.append(displayio.TileGrid(cells, pixel_shader=palette))
    return group, palette


def background(color, width=240, height=240):
    """A full-screen fill."""
    group, _ = box(0, 0, width, height, color)
    return group


def screen_group(width, height, *layers):
    """A game screen's root group: its 240x240 layout centred on wider
    screens, holding `layers` (groups) of which only the first shows."""
    group = displayio.Group(x=(width - 240) // 2 if width > 240 else 0,
                            y=(height - 240) // 2 if height > 240 else 0)
    for layer in layers:
        if len(group):
            layer.hidden = True
        group.append(layer)
    return group


def empty(group):
    """Takes everything out of a group (a screen's release: what it held can go)."""
    while len(group):
        group.pop()


def empty_all(group):
    """Takes everything out of a group and out of every group in it (a
    screen's release): the tree then holds nothing even where a stale word on
    the board's stack, which the collector cannot tell from a pointer, still
    points at one of its groups or at the object that made them."""
    while len(group):
        item = group.pop()
        if isinstance(item, displayio.Group):
            empty_all(item)


def label(text, x, y, color=theme.TEXT, scale=BIG, anchor=(0, 0), size=0):
    """A text label whose anchor point (0,0 top-left; 1,0 top-right; 0.5,0
    top-centre) sits at (x, y). Text of several lines ("\n") is one label
    (engine/ui/text.py: tiles of the built-in font, a byte a character)."""
    lab = Label(color=color, scale=scale, size=size)
    lab.anchor_point = anchor
    lab.anchored_position = (x, y)
    if text:
        lab.text = text
    return lab


def set_text(lab, text):
    # The label compares in place and redraws only when the text changed
    # (reading lab.text would copy its text out at every call).
    lab.text = text


def set_color(lab, color):
    if lab.color != color:
        lab.color = color


def wrap(text, columns):
    """Lines of at most `columns` characters, broken at spaces; a newline in
    the text starts a new line, an empty line stays empty."""
    out = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            if not word:
                continue
            while len(word) > columns:
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:columns])
                word = word[columns:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= columns:
                line = line + " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


def centred(lines):
    """Lines padded with leading spaces so each sits centred in a block of
    monospaced text (labels align lines to the left)."""
    width = 0
    for line in lines:
        width = max(width, len(line))
    out = []
    for line in lines:
        out.append(" " * ((width - len(line)) // 2) + line)
    return out


class MessageBox:
    """A centred panel with wrapped text and a prompt line; shown over
    whatever is on screen (the app appends `group` to its overlay). Text
    too long for five scale-2 lines drops to scale 1."""

    LINES = 5

    def __init__(self, width=240, height=240):
        self.group = displayio.Group()
        w = width - 16
        h = 24 * self.LINES + 44
        self.top = (height - h) // 2
        self.middle = self.top + (h - 20) // 2
        frame, self.frame_palette = framed(8, self.top, w, h, theme.ACCENT, theme.PANEL)
        self.group.append(frame)
        self.text = label("", width // 2, self.middle, anchor=(0.5, 0.5))
        self.group.append(self.text)
        self.prompt = label("A: OK", width // 2, self.top + h - 22, theme.TEXT_DIM, scale=1, anchor=(0.5, 0))
        self.group.append(self.prompt)

    def set(self, text, color=theme.ACCENT, prompt="A: OK"):
        lines = wrap(text, 17)
        scale = 2
        if len(lines) > self.LINES:
            lines = wrap(text, 34)[: self.LINES * 2]
            scale = 1
        self.text.rescale(scale)
        set_text(self.text, "\n".join(centred(lines)))
        self.frame_palette[0] = color
        set_text(self.prompt, prompt)
