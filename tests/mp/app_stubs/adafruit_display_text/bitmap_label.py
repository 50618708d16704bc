# A stand-in for adafruit_display_text.bitmap_label under the MicroPython
# binary: it holds a label's properties and, like the real one, allocates a
# bitmap for the text each time the text changes, unless the old one has the
# same size (the real one then clears and reuses it).
import displayio


class Label(displayio.Group):
    def __init__(self, font, text="", color=0xFFFFFF, scale=1, line_spacing=1.25,
                 anchor_point=None, anchored_position=None, background_color=None,
                 x=0, y=0, padding_top=0, padding_bottom=0, padding_left=0, padding_right=0,
                 base_alignment=False, label_direction="LTR", save_text=True):
        super().__init__(scale=scale, x=x, y=y)
        self.font = font
        self.color = color
        self.background_color = background_color
        self.line_spacing = line_spacing
        self.anchor_point = anchor_point
        self.anchored_position = anchored_position
        self._text = ""
        self.bitmap = None
        self.text = text

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, value):
        self._text = value
        lines = value.split("\n")
        width = 0
        for line in lines:
            width = max(width, len(line))
        w, h = max(1, width * 6), len(lines) * 12
        if self.bitmap is None or self.bitmap.width != w or self.bitmap.height != h:
            self.bitmap = displayio.Bitmap(w, h, 2)

    @property
    def bounding_box(self):
        return (0, 0, self.bitmap.width, self.bitmap.height)
