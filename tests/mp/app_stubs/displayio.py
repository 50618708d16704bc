# A stand-in for displayio under the MicroPython binary: it keeps the scene
# graph (groups, tile grids, bitmaps, palettes) with the same methods, draws
# nothing. Enough to run the app shell and game screens with a capped heap.


class Palette:
    def __init__(self, count, dither=False):
        self._c = [0] * count
        self._clear = bytearray(count)

    def __len__(self):
        return len(self._c)

    def __getitem__(self, i):
        return self._c[i]

    def __setitem__(self, i, color):
        self._c[i] = color

    def make_transparent(self, i):
        self._clear[i] = 1

    def make_opaque(self, i):
        self._clear[i] = 0

    def is_transparent(self, i):
        return bool(self._clear[i])


class Bitmap:
    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        self._bits = 1
        while (1 << self._bits) < value_count:
            self._bits *= 2
        self._data = bytearray((width * height * self._bits + 7) // 8)

    def _pos(self, key):
        if isinstance(key, tuple):
            return key[1] * self.width + key[0]
        return key

    def __getitem__(self, key):
        i = self._pos(key) * self._bits
        return (self._data[i >> 3] >> (i & 7)) & ((1 << self._bits) - 1)

    def __setitem__(self, key, value):
        i = self._pos(key) * self._bits
        mask = ((1 << self._bits) - 1) << (i & 7)
        self._data[i >> 3] = (self._data[i >> 3] & ~mask) | ((value << (i & 7)) & mask)

    def fill(self, value):
        for i in range(self.width * self.height):
            self[i] = value


class TileGrid:
    def __init__(self, bitmap, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.tile_width = tile_width or bitmap.width
        self.tile_height = tile_height or bitmap.height
        self._tiles = bytearray([default_tile] * (width * height))
        self.x = x
        self.y = y
        self.hidden = False
        self.flip_x = False
        self.flip_y = False
        self.transpose_xy = False

    def _pos(self, key):
        if isinstance(key, tuple):
            return key[1] * self.width + key[0]
        return key

    def __getitem__(self, key):
        return self._tiles[self._pos(key)]

    def __setitem__(self, key, value):
        self._tiles[self._pos(key)] = value


class Group:
    def __init__(self, scale=1, x=0, y=0):
        self.scale = scale
        self.x = x
        self.y = y
        self.hidden = False
        self._items = []

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
