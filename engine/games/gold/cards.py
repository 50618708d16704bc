# Gold card tables and notation (see engine/games/gold/rules.py for the full notation).
# Cards 0-4 mines, 5-28 gold, 29-63 prospectors, 64-68 dynamite.

COLOURS = "RYBPW"
COLOUR_NAMES = ("red", "yellow", "blue", "purple", "white")
MINE, GOLD, PROSPECTOR, DYNAMITE = 0, 1, 2, 3
CARDS = 69
GRID = 64
EMPTY = 255          # a grid cell whose card has left, or a mine with no owner
MOVE_MINE = 64

KIND = bytearray(CARDS)
VALUE = bytearray(CARDS)
COLOUR = bytearray(CARDS)


def _build_tables():
    for c in range(5):
        COLOUR[c] = c
    values = (1,) * 5 + (2,) * 7 + (3,) * 7 + (4,) * 5
    for i in range(24):
        KIND[5 + i] = GOLD
        VALUE[5 + i] = values[i]
    card = 29
    for c in range(5):
        for v in (2, 2, 3, 3, 4, 4, 5):
            KIND[card] = PROSPECTOR
            VALUE[card] = v
            COLOUR[card] = c
            card += 1
    for i in range(5):
        KIND[64 + i] = DYNAMITE


_build_tables()


def card_text(card):
    k = KIND[card]
    if k == MINE:
        return "M" + COLOURS[card]
    if k == GOLD:
        return "G" + str(VALUE[card])
    if k == PROSPECTOR:
        return COLOURS[COLOUR[card]] + str(VALUE[card])
    return "D"


def pos_text(pos):
    return "abcdefgh"[pos % 8] + str(pos // 8 + 1)


def parse_pos(text):
    t = text.strip().lower()
    if len(t) != 2 or t[0] not in "abcdefgh" or t[1] not in "12345678":
        raise ValueError("bad position %r (expected a-h and 1-8, e.g. c5)" % text)
    return (ord(t[1]) - 49) * 8 + ord(t[0]) - 97
