# A stand-in for CircuitPython's terminalio (C code) under the MicroPython
# binary: the built-in 6x12 font as fontio.BuiltinFont presents it to
# adafruit_display_text. On the device the font and its glyph bitmap are
# const data in flash (tools/gen_display_resources.py writes
# `const uint32_t font_bitmap_data[]` and `const fontio_builtinfont_t
# supervisor_terminal_font`), so they cost no heap; here the glyph bitmap is
# a 1x1 stand-in, since nothing is drawn (bitmaptools.blit draws nothing).
# get_glyph builds a new fontio.Glyph each call, as shared-module/fontio/
# BuiltinFont.c does (a namedtuple of 8 fields: 40 bytes, a 48-byte block of
# garbage on a 32-bit board; a namedtuple here too, the same size).
from collections import namedtuple

import displayio

_BITMAP = displayio.Bitmap(1, 1, 2)


class _BuiltinFont:
    # what bitmap_label asks of a font
    bitmap = _BITMAP

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, codepoint):
        if 0x20 <= codepoint <= 0x7E:
            return Glyph(_BITMAP, codepoint - 0x20, 6, 12, 0, 0, 6, 0)
        return None


# fontio.Glyph's fields, in its order
Glyph = namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy", "shift_x", "shift_y"))


FONT = _BuiltinFont()
