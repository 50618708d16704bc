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
    centre) sits at `anchored_position`; lines split at "\\n", drawn
    `scale` times (the group's own scale: its x and y stay in the parent's
    pixels), `line_spacing` times 12 px apart. Lines right under one another
    share one TileGrid; spaced lines have one each, as wide as the line.

    A line of the same length rewrites its grid in place. A label made with
    `size` (one line, anchored at its left) gets its grid of that many
    characters at once, writes any shorter line into it, blank tiles after,
    and keeps its text in a buffer of its own, not as the caller's string:
    a change of its text makes nothing that stays in the heap. For the
    labels a game changes between a bot's allocations (Karuba's seat rows
    and prompts): each string or grid kept lay wherever the heap's next
    free place was and cut its largest free block (docs/memory.md). Other
    labels keep the string they are given (for a constant, no copy)."""

    # defaults kept by the class, set on an instance only where they differ
    _size = 0
    _chars = b""  # a sized label's text, a byte a character (ASCII; others show blank)
    _count = 0  # how many of those bytes are the text
    _line_spacing = 1.0

    def __init__(self, text="", color=0xFFFFFF, scale=1, line_spacing=1.0, size=0):
        super().__init__(scale=scale)
        self._palette = displayio.Palette(2)
        self._palette.make_transparent(0)
        self._palette[1] = color
        self._color = color
        # every attribute it will have is set now: its dict gets its full
        # size with the label, not when a text is first set during play
        # (wherever the heap then has room)
        self._text = ""  # the text as given (a label without a size)
        self._width = 0  # the text's box in font pixels, at scale 1
        self._height = 0
        self._anchor_point = (0, 0)
        self._anchored_position = (0, 0)
        if line_spacing != 1.0:
            self._line_spacing = line_spacing
        if size:
            # and room for a line of `size` characters
            self._size = size
            self._chars = bytearray(size)
            self._count = 0
            self.append(self._grid(size, 1))
        if text:
            self.text = text

    # --- text ------------------------------------------------------------
    @property
    def text(self):
        if self._size:
            return str(self._chars[:self._count], "ascii")
        return self._text

    @text.setter
    def text(self, text):
        text = str(text)
        if self._size:
            # kept in the buffer and compared there: not the caller's string
            n = len(text)
            chars = self._chars
            if n > len(chars):
                chars = self._chars = bytearray(n)
            same = n == self._count
            for i in range(n):
                c = ord(text[i])
                c = c if c < 0x7F else 0x7F
                if chars[i] != c:
                    chars[i] = c
                    same = False
            if same:
                return
            self._count = n
        elif text == self._text:
            return
        else:
            self._text = text
        lines = text.split("\n")
        while lines and not lines[-1]:
            lines.pop()  # trailing empty lines take no room (as bitmap_label)
        pitch = int(self._line_spacing * CELL_H)
        widest = 0
        for line in lines:
            widest = max(widest, len(line))
        if pitch == CELL_H and len(lines) > 1:
            self._block(lines, widest)
        else:
            self._rows(lines, pitch)
        self._width = widest * CELL_W
        self._height = (len(lines) - 1) * pitch + CELL_H if widest else 0
        self._place()

    def _grid(self, width, height):
        return displayio.TileGrid(SHEET, pixel_shader=self._palette, width=width, height=height,
                                  tile_width=CELL_W, tile_height=CELL_H, default_tile=BLANK)

    def _block(self, lines, widest):
        # one TileGrid for all the lines; a text of the same shape (a
        # padded page, a table of counts) is rewritten in place
        if len(self) != 1 or self[0].width != widest or self[0].height != len(lines):
            while len(self):
                self.pop()
            self.append(self._grid(widest, len(lines)))
        grid = self[0]
        if grid.hidden:
            grid.hidden = False
        for row in range(len(lines)):
            self._put(grid, lines[row], row)

    def _rows(self, lines, pitch):
        # a TileGrid a line, made as wide as its line, so a redraw covers
        # the text and no blank tail; a line no longer than its grid (a
        # count, a status) is rewritten in place, blanks after it
        if len(self) and self[0].height != 1:
            while len(self):
                self.pop()
        for i in range(len(lines)):
            line = lines[i]
            grid = self[i] if i < len(self) else None
            # a shorter line stays in a wider grid only in a sized label's
            # first line anchored at its left: a grid moved with the text, or
            # recoloured, redraws its whole box, blank tail too
            if grid is None or grid.width != len(line) and (
                    grid.width < len(line) or i or not self._size or self._anchor_point != (0, 0)):
                grid = self._grid(max(1, len(line)), 1)
                if i < len(self):
                    self[i] = grid
                else:
                    self.append(grid)
            if grid.y != i * pitch:
                grid.y = i * pitch
            if grid.hidden:
                grid.hidden = False
            self._put(grid, line, 0)
        for i in range(len(lines), len(self)):
            # blanked, not hidden: hiding redraws the grid's whole box, a
            # blank redraws only the tiles that had a character
            self._put(self[i], "", 0)

    @staticmethod
    def _put(grid, line, row):
        # only the tiles that change: each one set marks its cell for redraw
        n = len(line)
        width = grid.width
        at = row * width
        for x in range(width):
            code = ord(line[x]) if x < n else FIRST
            tile = TILES[code - FIRST] if FIRST <= code <= LAST else BLANK
            if grid[at + x] != tile:
                grid[at + x] = tile

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
        text = self.text
        self._count = -1  # drawn again below, every line at the new spacing
        self._text = None
        self.text = text

    def rescale(self, scale):
        """Draws the text `scale` times, its anchor kept where it was (the
        group's own scale, set alone, would leave the anchor behind)."""
        if self.scale != scale:
            self.scale = scale
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
