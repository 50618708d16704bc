# A stand-in for CircuitPython's displayio (C code on the device) under the
# MicroPython binary: it keeps the scene graph (groups, tile grids, bitmaps,
# palettes) with the same methods, draws nothing, and holds as many heap bytes
# as CircuitPython's C objects do on a 32-bit board, so that the console's
# heap figures count the display honestly.
#
# Where the figures come from (CircuitPython 9.0.0, shared-module/displayio/
# *.h and *.c; Cortex-M0+ layout: 4-byte pointers, int16 aligned to 2, the
# heap hands out 16-byte blocks):
# - Group.h, displayio_group_t: base 4 + members pointer 4 + a
#   buffer_transform_t 16 (area.h) + a dirty area_t 12 (area.h) + x, y, scale
#   6 + flag bits 1 = 43, padded to 44: one 48-byte block. Group.c gives it
#   mp_obj_new_list(0): a list object (16) and its items (4 slots, 16),
#   growing by doubling as members are appended. 80 bytes for a small group.
# - TileGrid.h, displayio_tilegrid_t: base, bitmap, pixel_shader 12 + twelve
#   uint16 fields 24 + tiles and transform pointers 8 + three area_t 36 + flag
#   bits 3 = 83, padded to 84: a 96-byte object. TileGrid.c keeps up to 4
#   tiles inline in the `tiles` pointer, else m_malloc(width * height) bytes.
# - Bitmap.h, displayio_bitmap_t: 36 bytes, a 48-byte object; Bitmap.c
#   allocates stride * height words, stride = ceil(width * bits / 32): every
#   row padded to a 32-bit word.
# - Palette.h, displayio_palette_t: 14 bytes, a 16-byte object; Palette.c
#   allocates color_count * sizeof(_displayio_color_t) = 16 bytes a colour.
# Under the 32-bit MicroPython build a Python object here costs 16 bytes, its
# attributes 16 bytes per pair, a bytearray 16 bytes plus its data in 16-byte
# blocks; each class below is laid out to land on the C figure
# (tests/mp/standin_sizes.py checks it; the notes say where one cannot).
# Scalar fields live in one bytearray and are read through properties, so an
# instance does not grow an attribute per field.


def _i16(data, at):
    v = data[at] | (data[at + 1] << 8)
    return v - 0x10000 if v & 0x8000 else v


def _put16(data, at, v):
    data[at] = v & 0xFF
    data[at + 1] = (v >> 8) & 0xFF


class Palette:
    # C: 16 + 16 per colour. Here: the object 16 + one attribute 16, and for
    # two or more colours a bytearray of (16 * count - 32) bytes, which with
    # its 16-byte header lands on the C figure from 3 colours up (2 colours:
    # 16 bytes over). One colour is a single small int (exactly 32, as in C).
    # Each colour takes 4 bytes here: 24-bit RGB and a transparent flag; the
    # last byte holds the count.
    def __init__(self, count, dither=False):
        if count == 1:
            self._c = 0
        else:
            self._c = bytearray(max(4 * count + 1, 16 * count - 32))
            self._c[-1] = count

    def __len__(self):
        if isinstance(self._c, int):
            return 1
        return self._c[-1]

    def _check(self, i):
        if i < 0 or i >= len(self):
            raise IndexError("palette index out of range")

    def _get(self, i):
        self._check(i)
        if isinstance(self._c, int):
            return self._c
        c = self._c
        return c[4 * i] | (c[4 * i + 1] << 8) | (c[4 * i + 2] << 16) | (c[4 * i + 3] << 24)

    def _put(self, i, v):
        if isinstance(self._c, int):
            self._c = v
            return
        c = self._c
        for k in range(4):
            c[4 * i + k] = (v >> (8 * k)) & 0xFF

    def __getitem__(self, i):
        return self._get(i) & 0xFFFFFF

    def __setitem__(self, i, color):
        self._put(i, (self._get(i) & 0x1000000) | (color & 0xFFFFFF))

    def make_transparent(self, i):
        self._put(i, self._get(i) | 0x1000000)

    def make_opaque(self, i):
        self._put(i, self._get(i) & 0xFFFFFF)

    def is_transparent(self, i):
        return bool(self._get(i) & 0x1000000)


class Bitmap:
    # C: a 48-byte object + stride * height * 4 bytes of pixels. Here: the
    # object 16 + two attributes 16 + the pixel bytearray's header 16 = 48,
    # and the same padded pixel bytes. _f packs width | height << 12 | bits << 24
    # into one small int (no heap).
    def __init__(self, width, height, value_count):
        bits = 1
        while (1 << bits) < value_count:
            bits *= 2
        if width > 4095 or height > 4095:
            raise ValueError("stand-in bitmap too large")
        self._f = width | (height << 12) | (bits << 24)
        stride = (width * bits + 31) // 32  # words a row, as Bitmap.c's stride()
        self._data = bytearray(stride * 4 * height)

    @property
    def width(self):
        return self._f & 0xFFF

    @property
    def height(self):
        return (self._f >> 12) & 0xFFF

    @property
    def bits_per_value(self):
        return self._f >> 24

    def _pos(self, key):
        if isinstance(key, tuple):
            x, y = key
        else:
            x, y = key % self.width, key // self.width
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError("pixel out of range")
        bits = self._f >> 24
        row = (self.width * bits + 31) // 32 * 32
        return y * row + x * bits, bits

    def __getitem__(self, key):
        i, bits = self._pos(key)
        if bits >= 8:
            v = 0
            for k in range(bits // 8):
                v |= self._data[i // 8 + k] << (8 * k)
            return v
        return (self._data[i >> 3] >> (i & 7)) & ((1 << bits) - 1)

    def __setitem__(self, key, value):
        i, bits = self._pos(key)
        if bits >= 8:
            for k in range(bits // 8):
                self._data[i // 8 + k] = (value >> (8 * k)) & 0xFF
            return
        mask = ((1 << bits) - 1) << (i & 7)
        self._data[i >> 3] = (self._data[i >> 3] & ~mask) | ((value << (i & 7)) & mask)

    def fill(self, value):
        bits = self._f >> 24
        byte = 0
        if bits >= 8:
            pattern = [(value >> (8 * k)) & 0xFF for k in range(bits // 8)]
        else:
            for k in range(8 // bits):
                byte |= (value & ((1 << bits) - 1)) << (k * bits)
            pattern = [byte]
        data = self._data
        n = len(pattern)
        for i in range(len(data)):
            data[i] = pattern[i % n]


def _tile_at(f, i):
    # up to 4 tiles sit at 28..31 (inline, as in C), more after the 32 bytes
    return (28 if len(f) == 32 else 32) + i


class TileGrid:
    # C: a 96-byte object, and m_malloc(width * height) for more than 4 tiles.
    # Here: the object 16 + three attributes 32 + one bytearray (header 16)
    # of 32 bytes of fields and, past 4 tiles, the tiles after them: 96 bytes,
    # plus the tiles in 16-byte blocks, as in C.
    # _f: 0 x, 2 y, 4 width, 6 height, 8 tile_width, 10 tile_height (int16),
    # 12 flags (1 hidden, 2 flip_x, 4 flip_y, 8 transpose_xy), 28.. tiles.
    def __init__(self, bitmap, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self._b = bitmap
        self._s = pixel_shader
        n = width * height
        f = bytearray(32 if n <= 4 else 32 + n)
        _put16(f, 0, x)
        _put16(f, 2, y)
        _put16(f, 4, width)
        _put16(f, 6, height)
        _put16(f, 8, tile_width or bitmap.width)
        _put16(f, 10, tile_height or bitmap.height)
        for i in range(n):
            f[_tile_at(f, i)] = default_tile
        self._f = f

    bitmap = property(lambda self: self._b)
    pixel_shader = property(lambda self: self._s)
    width = property(lambda self: _i16(self._f, 4))
    height = property(lambda self: _i16(self._f, 6))
    tile_width = property(lambda self: _i16(self._f, 8))
    tile_height = property(lambda self: _i16(self._f, 10))

    @property
    def x(self):
        return _i16(self._f, 0)

    @x.setter
    def x(self, v):
        _put16(self._f, 0, v)

    @property
    def y(self):
        return _i16(self._f, 2)

    @y.setter
    def y(self, v):
        _put16(self._f, 2, v)

    def _flag(self, bit):
        return bool(self._f[12] & bit)

    def _set_flag(self, bit, on):
        self._f[12] = (self._f[12] | bit) if on else (self._f[12] & ~bit)

    hidden = property(lambda self: self._flag(1), lambda self, v: self._set_flag(1, v))
    flip_x = property(lambda self: self._flag(2), lambda self, v: self._set_flag(2, v))
    flip_y = property(lambda self: self._flag(4), lambda self, v: self._set_flag(4, v))
    transpose_xy = property(lambda self: self._flag(8), lambda self, v: self._set_flag(8, v))

    def _pos(self, key):
        w = _i16(self._f, 4)
        if isinstance(key, tuple):
            i = key[1] * w + key[0]
        else:
            i = key
        if not 0 <= i < w * _i16(self._f, 6):
            raise IndexError("tile index out of range")
        return _tile_at(self._f, i)

    def __getitem__(self, key):
        return self._f[self._pos(key)]

    def __setitem__(self, key, value):
        self._f[self._pos(key)] = value


class Group:
    # C: a 48-byte object + a list (16) with its items (16 for up to 4,
    # doubling). Here: the object 16 + two attributes 16 + the same list
    # + a bytearray of fields (header 16, 16 of data): 96 bytes for a small
    # group, 16 over C. A Python subclass of Group (a text label) is one
    # object on both sides, and there the group's part costs 80 here as in C.
    # _f: 0 x, 2 y, 4 scale (int16), 6 hidden.
    def __init__(self, scale=1, x=0, y=0):
        self._items = []
        f = bytearray(7)
        _put16(f, 0, x)
        _put16(f, 2, y)
        _put16(f, 4, scale)
        self._f = f

    @property
    def x(self):
        return _i16(self._f, 0)

    @x.setter
    def x(self, v):
        _put16(self._f, 0, v)

    @property
    def y(self):
        return _i16(self._f, 2)

    @y.setter
    def y(self, v):
        _put16(self._f, 2, v)

    @property
    def scale(self):
        return _i16(self._f, 4)

    @scale.setter
    def scale(self, v):
        if v < 1:
            raise ValueError("scale must be >= 1")
        _put16(self._f, 4, v)

    @property
    def hidden(self):
        return bool(self._f[6])

    @hidden.setter
    def hidden(self, v):
        self._f[6] = 1 if v else 0

    def append(self, item):
        self._items.append(item)

    def insert(self, i, item):
        self._items.insert(i, item)

    def index(self, item):
        for i in range(len(self._items)):
            if self._items[i] is item:
                return i
        raise ValueError("not in group")

    def remove(self, item):
        self._items.pop(self.index(item))

    def pop(self, i=-1):
        return self._items.pop(i)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, item):
        self._items[i] = item

    def __contains__(self, item):
        for x in self._items:
            if x is item:
                return True
        return False

    def __iter__(self):
        return iter(self._items)
