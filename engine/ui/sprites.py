# What the games' card art shares: drawing 1-bit glyph rows into the sprite
# sheets built in RAM at start-up, 5x7 digits, hollow outline bitmaps for cursors and
# frames, colour mixing for greyed cards, and a tile change that only
# dirties the screen when the tile really changes.
import displayio

# 5x7 digits 0..9, one int per row, high bit on the left.
DIGITS = (
    (0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110),
    (0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110),
    (0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111),
    (0b11110, 0b00001, 0b00001, 0b01110, 0b00001, 0b00001, 0b11110),
    (0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010),
    (0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110),
    (0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110),
    (0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000),
    (0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110),
    (0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100),
)


def glyph(put, bmp, tile, rows, width, x0, y0, value):
    """Sets the pixels of a 1-bit glyph (one int per row, `width` bits, high
    bit on the left) with its top-left corner at (x0, y0) of a tile, through
    the sheet's own put(bmp, tile, x, y, value) (its tile size is a const
    there, which keeps the per-pixel call cheap)."""
    for y in range(len(rows)):
        bits = rows[y]
        for x in range(width):
            if bits & (1 << (width - 1 - x)):
                put(bmp, tile, x0 + x, y0 + y, value)


def dim(colour, bg, keep=3):
    """colour mixed toward bg: keep/8 of the colour is left."""
    out = 0
    for shift in (16, 8, 0):
        c = (colour >> shift) & 0xFF
        b = (bg >> shift) & 0xFF
        out |= ((c * keep + b * (8 - keep)) // 8) << shift
    return out


def show_at(grid, x, y):
    """Shows a tile grid at (x, y), setting only what changes: each change
    dirties the screen."""
    if grid.x != x:
        grid.x = x
    if grid.y != y:
        grid.y = y
    if grid.hidden:
        grid.hidden = False


def set_tile(grid, x, y, tile):
    # Only a real change dirties the screen.
    if grid[x, y] != tile:
        grid[x, y] = tile


# Numbers (and the signs + - < >) drawn as tiles. A text label costs about 1.1 KB at 32 bits (its
# Python attributes) plus its own text bitmap; a tile grid over a shared
# sheet of digits costs about 100 bytes, so a number that only changes value
# (a score, a count, a pile height) is a Number. The glyphs are the 5x7
# digits, drawn at 1x (6x8 tiles) or 2x (12x16 tiles, strokes 2 px wide: as
# bold as a label at scale 2).
# the few letters a mine chip needs (engine/games/digging/chips.py) come
# after the signs; the blank is last
SIGNS = "0123456789+-<>=xGSCDnewmi "
_MORE = (
    (0, 0b00100, 0b00100, 0b11111, 0b00100, 0b00100, 0),                # +
    (0, 0, 0, 0b11111, 0, 0, 0),                                        # -
    (0b00010, 0b00100, 0b01000, 0b10000, 0b01000, 0b00100, 0b00010),   # <
    (0b01000, 0b00100, 0b00010, 0b00001, 0b00010, 0b00100, 0b01000),   # >
    (0, 0, 0b11111, 0, 0b11111, 0, 0),                                  # =
    (0, 0, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001),                # x
    (0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111),   # G
    (0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110),   # S
    (0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110),   # C
    (0b11110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11110),   # D
    (0, 0, 0b10110, 0b11001, 0b10001, 0b10001, 0b10001),                # n
    (0, 0, 0b01110, 0b10001, 0b11111, 0b10000, 0b01110),                # e
    (0, 0, 0b10001, 0b10001, 0b10101, 0b10101, 0b01010),                # w
    (0, 0, 0b11010, 0b10101, 0b10101, 0b10001, 0b10001),                # m
    (0b00100, 0, 0b01100, 0b00100, 0b00100, 0b00100, 0b01110),          # i
)
_sheets = {}


def digit_sheet(scale):
    """The shared 1-bit sheet of SIGNS at scale 1 or 2 (built once)."""
    sheet = _sheets.get(scale)
    if sheet is None:
        tw = 6 * scale
        sheet = displayio.Bitmap(tw * len(SIGNS), 8 * scale, 2)
        for t in range(len(SIGNS) - 1):
            rows = DIGITS[t] if t < 10 else _MORE[t - 10]
            for y in range(7):
                for x in range(5):
                    if rows[y] & (1 << (4 - x)):
                        for dy in range(scale):
                            for dx in range(scale):
                                sheet[t * tw + x * scale + dx, y * scale + dy] = 1
        _sheets[scale] = sheet
    return sheet


class Number:
    """A short run of digits and signs at (x, y) in one colour; align 0 puts
    the text's left edge at x, 1 its right edge, 0.5 its centre (one row;
    with `rows`, "\n" starts the next row, left-aligned). `text` and
    `color` read and set like a label's (engine.ui.widgets.set_text and
    set_color work on it); only tiles that change dirty the screen. Append
    `grid` to a group."""

    def __init__(self, x, y, columns, color, scale=2, align=0, rows=1):
        self.palette = displayio.Palette(2)
        self.palette.make_transparent(0)
        self.palette[1] = color
        self._color = color
        self.grid = displayio.TileGrid(
            digit_sheet(scale), pixel_shader=self.palette, width=columns, height=rows,
            tile_width=6 * scale, tile_height=8 * scale, default_tile=len(SIGNS) - 1,
            x=x, y=y)
        self._x = x
        self._align = align

    @property
    def text(self):
        """What the tiles show, read back from them: the text is not kept
        (a string kept at each change lay wherever the heap had room,
        engine/ui/text.py); blanks at a row's end read as nothing."""
        grid = self.grid
        n = grid.width
        rows = []
        for row in range(grid.height):
            rows.append("".join(SIGNS[grid[row * n + col]] for col in range(n)).rstrip())
        while rows and not rows[-1]:
            rows.pop()
        return "\n".join(rows)

    @text.setter
    def text(self, text):
        grid = self.grid
        n = grid.width
        if grid.height == 1:
            text = text[-n:] if len(text) > n else text
            # The tiles always start at the grid's left: right or centre
            # alignment moves the grid (two small boxes redrawn), not every tile.
            x = self._x - int(len(text) * grid.tile_width * self._align)
            if grid.x != x:
                grid.x = x
        blank = len(SIGNS) - 1
        at = 0
        for row in range(grid.height):
            for col in range(n):
                t = blank
                if at < len(text) and text[at] != "\n":
                    t = SIGNS.find(text[at])
                    t = blank if t < 0 else t
                    at += 1
                # a flat index: grid[col, row] makes a tuple each time, and
                # this runs at every set_text (the text is not kept to compare)
                i = row * n + col
                if grid[i] != t:
                    grid[i] = t
            # the rest of a long row is cut; the next row starts after "\n"
            while at < len(text) and text[at] != "\n":
                at += 1
            at += 1

    @property
    def color(self):
        return self._color

    @color.setter
    def color(self, color):
        self._color = color
        self.palette[1] = color

    @property
    def scale(self):
        return self.grid.tile_width // 6

    @property
    def hidden(self):
        return self.grid.hidden

    @hidden.setter
    def hidden(self, hidden):
        self.grid.hidden = hidden


_solid = {}


def release_bars():
    """Drops the shared frame bars (a screen's release(), when its game ends)."""
    _solid.clear()


def solid(w, h):
    """A shared 1-bit w x h bitmap of value 1 (a frame's bar)."""
    bmp = _solid.get(w * 1000 + h)
    if bmp is None:
        bmp = displayio.Bitmap(w, h, 2)
        bmp.fill(1)
        _solid[w * 1000 + h] = bmp
    return bmp


class Outline:
    """A hollow w x h rectangle, `thick` pixels wide, in one colour: four thin
    tile grids in a group, so that a move redraws four thin strips rather
    than the boxes it spans (one tile grid over an outline bitmap redraws
    both whole boxes, or the box spanning them). Append `group`."""

    def __init__(self, w, h, colour, thick=2):
        self.palette = displayio.Palette(2)
        self.palette.make_transparent(0)
        self.palette[1] = colour
        self.group = displayio.Group()
        t = thick
        for x, y, bw, bh in ((0, 0, w, t), (0, h - t, w, t), (0, t, t, h - 2 * t),
                             (w - t, t, t, h - 2 * t)):
            self.group.append(displayio.TileGrid(solid(bw, bh), pixel_shader=self.palette,
                                                 x=x, y=y))
        self.group.hidden = True

    def place(self, x, y):
        show_at(self.group, x, y)

    def hide(self):
        if not self.group.hidden:
            self.group.hidden = True
