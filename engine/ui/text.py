# Text on screen: a label drawn as tiles of the built-in 6 x 12 font.
# The font's glyph sheet (terminalio.FONT.bitmap) lives in the firmware's
# flash, so a line of text costs one TileGrid (its tile numbers, a byte a
# character) instead of a bitmap of the text's pixels, and changing the text
# rewrites tile numbers in place instead of allocating a new bitmap: less heap
# and no holes left behind at every change. It draws the same pixels, in the
# same places, as adafruit_display_text's bitmap_label with that font.
import displayio
import terminalio

FONT = terminalio.FONT
CELL_W = 6
CELL_H = 12
FIRST = 0x20  # the sheet's glyphs: ASCII from the space on
LAST = 0x7E


def _sheet():
    """The glyph sheet and each ASCII character's tile in it. On a board
    the font's own bitmap; where the font has no sheet (Blinka on a PC: a
    bitmap per glyph), one is drawn once from the glyphs."""
    tiles = bytearray(LAST - FIRST + 1)
    sheet = FONT.bitmap
    if isinstance(sheet, displayio.Bitmap):
        for code in range(FIRST, LAST + 1):
            glyph = FONT.get_glyph(code)
            tiles[code - FIRST] = glyph.tile_index if glyph is not None else 0
        return sheet, tiles
    sheet = displayio.Bitmap(CELL_W * len(tiles), CELL_H, 2)
    for code in range(FIRST, LAST + 1):
        i = code - FIRST
        tiles[i] = i
        glyph = FONT.get_glyph(code)
        if glyph is None:
            continue
        # the glyph's box in its cell: the baseline 10 px down (Terminus
        # 6 x 12 glyphs fill the cell)
        left = glyph.dx
        top = 10 - glyph.height - glyph.dy
        for y in range(glyph.height):
            for x in range(glyph.width):
                if glyph.bitmap[x, y]:
                    cx, cy = left + x, top + y
                    if 0 <= cx < CELL_W and 0 <= cy < CELL_H:
                        sheet[i * CELL_W + cx, cy] = 1
    return sheet, tiles


SHEET, TILES = _sheet()
BLANK = TILES[0]


class Label(displayio.Group):
    """Text whose anchor point (0,0 top-left, 1,0 top-right, 0.5,0.5 the
    centre) sits at `anchored_position`; lines split at "\\n", each a
    TileGrid, drawn `scale` times, `line_spacing` times 12 px apart. The
    label's own group stays at scale 1 and moves to put the anchor in place;
    the lines are in a scaled group inside it (as bitmap_label does)."""

    def __init__(self, text="", color=0xFFFFFF, scale=1, line_spacing=1.0):
        super().__init__()
        self._inner = displayio.Group(scale=scale)
        self.append(self._inner)
        self._palette = displayio.Palette(2)
        self._palette.make_transparent(0)
        self._palette[1] = color
        self._color = color
        self._text = ""
        self._width = 0  # the text's box in font pixels, at scale 1
        self._height = 0
        self._line_spacing = line_spacing
        self._anchor_point = (0, 0)
        self._anchored_position = (0, 0)
        if text:
            self.text = text

    # --- text ------------------------------------------------------------
    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        text = str(text)
        if text == self._text:
            return
        self._text = text
        lines = text.split("\n")
        while lines and not lines[-1]:
            lines.pop()  # trailing empty lines take no room (as bitmap_label)
        pitch = int(self._line_spacing * CELL_H)
        widest = 0
        grids = self._inner
        for i in range(len(lines)):
            line = lines[i]
            widest = max(widest, len(line))
            grid = grids[i] if i < len(grids) else None
            if grid is None or grid.width != max(1, len(line)):
                # each line's TileGrid is as wide as the line, so a redraw
                # covers the text and no blank tail; a line of the same
                # length (a count, a padded hint) is rewritten in place
                grid = displayio.TileGrid(SHEET, pixel_shader=self._palette, width=max(1, len(line)),
                                          height=1, tile_width=CELL_W, tile_height=CELL_H,
                                          default_tile=BLANK)
                if i < len(grids):
                    grids[i] = grid
                else:
                    grids.append(grid)
            if grid.y != i * pitch:
                grid.y = i * pitch
            if grid.hidden:
                grid.hidden = False
            self._put(grid, line)
        for i in range(len(lines), len(grids)):
            if not grids[i].hidden:
                grids[i].hidden = True
        self._width = widest * CELL_W
        self._height = (len(lines) - 1) * pitch + CELL_H if widest else 0
        self._place()

    @staticmethod
    def _put(grid, line):
        # only the tiles that change: each one set marks its cell for redraw
        n = len(line)
        for x in range(grid.width):
            code = ord(line[x]) if x < n else FIRST
            tile = TILES[code - FIRST] if FIRST <= code <= LAST else BLANK
            if grid[x] != tile:
                grid[x] = tile

    # --- looks -----------------------------------------------------------
    @property
    def color(self):
        return self._color

    @color.setter
    def color(self, color):
        self._color = color
        self._palette[1] = color

    @property
    def line_spacing(self):
        return self._line_spacing

    @line_spacing.setter
    def line_spacing(self, spacing):
        self._line_spacing = spacing
        text, self._text = self._text, None
        self.text = text

    @property
    def scale(self):
        return self._inner.scale

    @scale.setter
    def scale(self, scale):
        # the anchor stays where it was
        self._inner.scale = scale
        self._place()

    # --- where -----------------------------------------------------------
    @property
    def anchor_point(self):
        return self._anchor_point

    @anchor_point.setter
    def anchor_point(self, point):
        self._anchor_point = point
        self._place()

    @property
    def anchored_position(self):
        return self._anchored_position

    @anchored_position.setter
    def anchored_position(self, position):
        self._anchored_position = position
        self._place()

    def _place(self):
        scale = self.scale
        ax, ay = self._anchor_point
        px, py = self._anchored_position
        x = int(px - round(ax * self._width * scale))
        y = int(py - round(ay * self._height * scale))
        if self.x != x:
            self.x = x
        if self.y != y:
            self.y = y
