# A game's sprite sheet read from the drive. Drawn pixel by pixel in Python
# a sheet takes the board seconds (Karuba's 140 x 60 cards: 3.3 s of its 7 s
# start on an emulated Pico); read from a file by bitmaptools.readinto, in C,
# a few milliseconds. The files are the sheets as the games' own code draws
# them, made when the console is copied (tools/deploy.py and tools/bundle.py,
# with tools/sheets.py). Where there is no bitmaptools (a PC) or no good file,
# the sheet is drawn as before.
import displayio


def bits(colours):
    """Bits a pixel takes in a sheet file: 1, 2, 4 or 8, as a Bitmap with
    `colours` values keeps them."""
    b = 1
    while (1 << b) < colours:
        b *= 2
    return b


def load(sheet, draw):
    """The Bitmap `sheet` = (file path on the drive, width, height, colours):
    read from its file, else made by draw(bitmap)."""
    path, width, height, colours = sheet
    try:
        from bitmaptools import readinto
    except ImportError:
        readinto = None
    if readinto is not None:
        try:
            bmp = displayio.Bitmap(width, height, colours)
            with open(path, "rb") as f:
                readinto(bmp, f, bits(colours))
            return bmp
        except (OSError, EOFError, ValueError):
            pass  # no file, or a short one: drawn below
    bmp = displayio.Bitmap(width, height, colours)
    draw(bmp)
    return bmp
