# A stand-in for CircuitPython's bitmaptools (C code, built into CircuitPython
# 9 on RP2040 boards) under the MicroPython binary. adafruit_display_text's
# bitmap_label copies each glyph into the label's bitmap with it; the C code
# allocates nothing, and nothing is drawn here, so these copy nothing.


def blit(dest_bitmap, source_bitmap, x, y, *, x1=0, y1=0, x2=None, y2=None, skip_source_index=None,
         skip_dest_index=None):
    pass


def replace_color(dest_bitmap, old_color, new_color):
    pass
