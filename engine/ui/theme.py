# Colours and sizes shared by every screen, so the games look like one console.
# Colours are 0xRRGGBB; displayio palettes take them as they are.
from micropython import const

BG = const(0x10263A)        # table: dark blue-green felt
PANEL = const(0x1E3D59)     # menus, boxes
PANEL_HI = const(0x2E6A8E)  # selected row
TEXT = const(0xF2F2F2)
TEXT_DIM = const(0x9AA9B5)
ACCENT = const(0xFFC857)    # cursor, titles
WARN = const(0xFF6B5B)      # errors, "why not" messages
OK = const(0x7BD389)

# One colour per seat (LED, name tags, hand-over screens), up to six seats.
SEATS = (0x4FA3FF, 0xFF7A59, 0x7BD389, 0xC792EA, 0xFFD166, 0x5CE1E6)

# Text: terminalio.FONT is 6x12 pixels; scale 2 for anything read at arm's length.
CHAR_W = const(6)
CHAR_H = const(12)
