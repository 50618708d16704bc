# A stand-in for CircuitPython's vectorio (C code) under the MicroPython
# binary (see displayio.py): keeps a rectangle's properties, draws nothing,
# and holds the bytes CircuitPython's C objects do on a 32-bit board.
# CircuitPython 9.0.0: shared-bindings/vectorio/Rectangle.c allocates a
# vectorio_rectangle_t (shared-module/vectorio/Rectangle.h: base 4, width,
# height, color_index 6 + padding 2, an on_dirty event 8, a pointer 4 = 24:
# a 32-byte block) and a vectorio_vector_shape_t (VectorShape.h: base 4,
# ishape 12, pixel_shader 4, x, y 4, transform pointer 4, two area_t 24, two
# bools = 54, padded to 56: a 64-byte block): 96 bytes. Here: the object 16 +
# two attributes 16 + a bytearray of fields (header 16 + 48) = 96.
from displayio import _i16, _put16


class Rectangle:
    # _f: 0 width, 2 height, 4 x, 6 y, 8 color_index (int16), 10 hidden
    def __init__(self, pixel_shader=None, width=1, height=1, x=0, y=0, color_index=0):
        self._s = pixel_shader
        f = bytearray(48)
        for at, v in ((0, width), (2, height), (4, x), (6, y), (8, color_index)):
            _put16(f, at, v)
        self._f = f

    pixel_shader = property(lambda self: self._s)


def _field(at):
    return property(lambda self: _i16(self._f, at), lambda self, v: _put16(self._f, at, v))


Rectangle.width = _field(0)
Rectangle.height = _field(2)
Rectangle.x = _field(4)
Rectangle.y = _field(6)
Rectangle.color_index = _field(8)
Rectangle.hidden = property(lambda self: bool(self._f[10]),
                            lambda self, v: _put16(self._f, 10, 1 if v else 0))
