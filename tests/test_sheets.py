"""The sprite sheets read from the drive (engine/ui/sheetfile.py): each file
is its game's sheet exactly as the game's code draws it, and the loader reads
a file as bitmaptools.readinto does, or draws when it cannot. (On the board
the device lane's frames, compared with the PC's drawn ones, check the real
readinto.)"""
import os
import sys
import types

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine.ui import sheetfile  # noqa: E402
from tools import sheets  # noqa: E402

ARTS = sheets.art_modules()


def pixels(bmp):
    return [[bmp[x, y] for x in range(bmp.width)] for y in range(bmp.height)]


def test_every_game_has_a_sheet_file():
    assert sorted(art.SHEET[0] for art in ARTS) == ["engine/games/%s/sheet.bin" % game for game in
                                                    ("digging", "gold", "karuba", "lost_cities")]


@pytest.mark.parametrize("art", ARTS, ids=lambda art: art.__name__.split(".")[2])
def test_the_file_is_the_sheet_as_drawn(art):
    path, width, height, colours = art.SHEET
    with open(os.path.join(ROOT, path), "rb") as f:
        data = f.read()
    assert data == sheets.sheet_bytes(art), "python tools/sheets.py writes it again"
    assert sheets.unpack(data, width, height, sheetfile.bits(colours)) == pixels(sheets.drawn(art.SHEET,
                                                                                             art.draw_sheet))


def test_bits_a_pixel_as_a_bitmap_keeps_them():
    assert [sheetfile.bits(n) for n in (2, 3, 4, 5, 16, 17, 256)] == [1, 2, 2, 4, 4, 8, 8]


def fake_readinto(bmp, f, bits_per_pixel):
    """bitmaptools.readinto for these files (element size 1, low bits first),
    with its EOFError on a short file."""
    per_byte = 8 // bits_per_pixel
    row_bytes = (bmp.width + per_byte - 1) // per_byte
    for y in range(bmp.height):
        row = f.read(row_bytes)
        if len(row) != row_bytes:
            raise EOFError()
        for x in range(bmp.width):
            bmp[x, y] = (row[x // per_byte] >> (bits_per_pixel * (x % per_byte))) & ((1 << bits_per_pixel) - 1)


@pytest.fixture
def board_readinto(monkeypatch):
    monkeypatch.setitem(sys.modules, "bitmaptools", types.SimpleNamespace(readinto=fake_readinto))
    monkeypatch.chdir(ROOT)  # the board's files are read from the drive's root


@pytest.mark.parametrize("art", ARTS, ids=lambda art: art.__name__.split(".")[2])
def test_on_a_board_the_sheet_is_read_not_drawn(art, board_readinto):
    drawn = []
    bmp = sheetfile.load(art.SHEET, lambda b: drawn.append(b))
    assert drawn == []
    assert pixels(bmp) == pixels(sheets.drawn(art.SHEET, art.draw_sheet))


def test_without_its_file_or_with_a_short_one_the_sheet_is_drawn(board_readinto, tmp_path):
    art = ARTS[0]
    missing = (str(tmp_path / "none.bin"),) + art.SHEET[1:]
    assert pixels(sheetfile.load(missing, art.draw_sheet)) == pixels(sheets.drawn(art.SHEET, art.draw_sheet))
    short = tmp_path / "short.bin"
    short.write_bytes(b"\x11" * 10)
    bmp = sheetfile.load((str(short),) + art.SHEET[1:], art.draw_sheet)
    assert pixels(bmp) == pixels(sheets.drawn(art.SHEET, art.draw_sheet))


def test_without_bitmaptools_the_sheet_is_drawn(monkeypatch):
    monkeypatch.setitem(sys.modules, "bitmaptools", None)  # import fails, as on a PC
    art = ARTS[0]
    drawn = []
    sheetfile.load(art.SHEET, lambda b: drawn.append(b))
    assert len(drawn) == 1


def test_the_check_finds_a_stale_file(monkeypatch, tmp_path):
    monkeypatch.setattr(sheets, "ROOT", str(tmp_path))
    for game in ("digging", "gold", "karuba", "lost_cities"):
        (tmp_path / "engine" / "games" / game).mkdir(parents=True)
    assert sheets.main(["--check"]) == 1
    assert sheets.main([]) == 0 and sheets.main(["--check"]) == 0
