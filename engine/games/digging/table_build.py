# Makes the Digging table's objects (table.Table, its four displays, their
# mine chips and the centre panel; the layout is drawn in table.py's
# comment). This code runs only when a table is made (a round's start, and
# again after the rules or the result pages), so table.Table imports it only
# then and forgets it after: it does not stay on the heap while a round is
# played.
import displayio

from engine.games.digging import art
from engine.ui import theme
from engine.games.digging.chips import (CHIP_H, CHIP_W, CX, HAND_PITCH, HAND_SLOTS, HAND_X, HAND_Y,
                                        FRAME_SIZES, INK, LINES, MSG_Y, NAME_H, NAME_W, NUM_X, THICK,
                                        _BLANK, Chip, Frame, rect)
from engine.ui.sprites import Number, digit_sheet
from engine.ui.widgets import background, label

# Per position (0 bottom, 1 left, 2 top, 3 right): name box (x, y), first
# chip (x, y), chip step (dx, dy), chip slots.
PLACES = (
    ((1, 137), (44, 137), (39, 0), 5),
    ((1, 28), (3, 56), (0, 26), 3),
    ((1, 1), (44, 2), (39, 0), 5),
    ((199, 28), (201, 56), (0, 26), 3),
)
BAR = ("Draw", "Give", "Play")


def build(t, names):
    """Fills in a Table whose displays and panel are still empty."""
    t.names = names
    t.group = displayio.Group()
    t.group.append(background(theme.BG))
    for p in range(4):
        display(t.displays[p], t.group, p)
    centre(t.panel, t.group)
    t.centre = t.panel.lines
    t.pile_card = displayio.TileGrid(art.sheet(), pixel_shader=art.palette(), width=1,
                                     height=1, tile_width=art.TILE_W,
                                     tile_height=art.TILE_H, x=180, y=29)
    t.group.append(t.pile_card)
    # The hand: one tile grid per place, each with a palette of its own
    # (a card that cannot be played is greyed by its palette).
    hand = displayio.Group(scale=2)
    t.hand = []
    t.hand_palettes = []
    for i in range(HAND_SLOTS):
        p = art.palette()
        grid = displayio.TileGrid(art.sheet(), pixel_shader=p, width=1, height=1,
                                  tile_width=art.TILE_W, tile_height=art.TILE_H,
                                  x=(HAND_X + i * HAND_PITCH) // 2, y=HAND_Y // 2)
        t.hand.append(grid)
        t.hand_palettes.append(p)
        hand.append(grid)
    t.group.append(hand)
    # "<" and ">" at the hand's ends when it scrolls: one row of tiles
    t.more = Number(0, HAND_Y + 10, 20, theme.ACCENT)
    t.group.append(t.more.grid)
    t.hand_first = 0
    t.hand_cards = []
    t.hand_dim = []
    t.bar = displayio.Group()
    t.bar_palettes = []
    t.bar_labels = []
    for i in range(3):
        b, pal = rect(2 + i * 80, MSG_Y, 76, 24, theme.PANEL)
        lab = label(BAR[i], 40 + i * 80, MSG_Y, theme.TEXT, anchor=(0.5, 0))
        t.bar.append(b)
        t.bar.append(lab)
        t.bar_palettes.append(pal)
        t.bar_labels.append(lab)
    # the chosen box: a frame that moves (recolouring boxes and labels
    # would redraw two whole boxes at every step)
    t.bar_frame = frame(theme.ACCENT, (3,))
    t.bar.append(t.bar_frame.group)
    t.bar.hidden = True
    t.group.append(t.bar)
    t.head = label("", 4, MSG_Y, theme.TEXT)
    t.detail = label("", 4, MSG_Y + 24, theme.TEXT, scale=1)
    # the keys of the card step, small, right of its short headline
    t.keys = label("", 238, MSG_Y, theme.TEXT_DIM, scale=1, anchor=(1, 0))
    t.group.append(t.head)
    t.group.append(t.detail)
    t.group.append(t.keys)
    # where the last move went, and the target cursor: 2 px thin, so that
    # a target step (the frame and one padded line) stays within 5%
    t.mark = frame(theme.TEXT, (0, 2), 2)
    t.fight = frame(theme.WARN, (0,), 2)    # the mine under attack (the mark's bars)
    t.cursor = frame(theme.ACCENT, (1,), 2)  # the card being chosen
    # The fight frame under the others: a target cursor on the fought-over
    # mine must show.
    t.group.append(t.fight.group)
    t.group.append(t.mark.group)
    t.group.append(t.cursor.group)
    t.viewer = 0
    t.view = None


def display(d, group, pos):
    (nx, ny), (cx, cy), (dx, dy), slots = PLACES[pos]
    d.name_xy = (nx, ny)
    bg, d.bg_palette = rect(nx, ny, NAME_W, NAME_H, theme.PANEL)
    group.append(bg)
    d.marker, d.marker_palette = rect(nx, ny, 4, NAME_H, theme.ACCENT)
    group.append(d.marker)
    # big (16 px capitals from the box's top): "You", "B2"
    d.name = label("", nx + 5, ny - 4, theme.TEXT)
    # hand size beside a small card back; "7 +2" when mines are scrolled away
    icon, _ = rect(nx + 5, ny + 18, 4, 6, 0xB07A45)
    d.info = Number(nx + 10, ny + 17, 6, theme.TEXT_DIM, scale=1)
    group.append(d.name)
    group.append(icon)
    group.append(d.info.grid)
    d.chips = []
    d.boxes = []
    for i in range(slots):
        x, y = cx + i * dx, cy + i * dy
        chip = Chip()
        make_chip(chip, x, y)
        d.chips.append(chip)
        d.boxes.append((x, y))
        group.append(chip.group)
    d.first = 0       # the first open mine shown (a long row scrolls)


def make_chip(c, x, y):
    c.group = displayio.Group(x=x, y=y)
    body, c.palette = rect(0, 0, CHIP_W, CHIP_H, theme.PANEL)
    c.group.append(body)
    # Tiles from the shared sheet of digits, signs and the chips' few
    # letters (a label would cost four times as much): the metal and
    # chests small on two rows (the second for "+new mine"), the value
    # big, bottom right, under the first row.
    c.text = Number(2, 1, 5, INK, scale=1, rows=2)
    # the value: bare tiles of the big sheet in the small text's palette
    # (a Number of its own would cost 130 bytes more a chip, 16 chips)
    c.value = displayio.TileGrid(digit_sheet(2), pixel_shader=c.text.palette, width=3,
                                 tile_width=12, tile_height=16, default_tile=_BLANK,
                                 x=CHIP_W - 37, y=9)
    c.group.append(c.text.grid)
    c.group.append(c.value)
    c.group.hidden = True


def centre(cp, group):
    cp.lines = []
    for y, x in LINES:
        lab = label("", x, y, theme.TEXT, scale=1)
        cp.lines.append(lab)
        group.append(lab)
    cp.pile = Number(176, 28, 2, theme.TEXT, align=1)    # beside the pile's card
    cp.teams = Number(NUM_X, 57, 6, theme.TEXT, rows=2)  # closed mines over match points
    # attack against defence: "7>5" (the raider leads), "3<7", "5=5"
    cp.fight_n = Number(CX, 101, 7, theme.TEXT)
    cp.numbers = (cp.pile, cp.teams, cp.fight_n)
    for num in cp.numbers:
        group.append(num.grid)


def frame(colour, kinds, thick=THICK):
    """A chips.Frame in `colour` with its `kinds` (FRAME_SIZES) made."""
    f = Frame()
    f.palette = displayio.Palette(2)
    f.palette.make_transparent(0)
    f.palette[1] = colour
    f.group = displayio.Group()
    f.kinds = [None] * len(FRAME_SIZES)
    f.thick = thick
    for k in kinds:
        f._kind(k)
    f.at = None
    return f
