"""The sprite sheets read from the drive (engine/ui/sheetfile.py): the copy
(deploy, bundle) carries each game's sheet exactly as the game's code draws
it, and the loader reads a file as bitmaptools.readinto does, or draws when
it cannot. (On the board the device lane's frames, compared with the PC's
drawn ones, check the real readinto.)"""
import os
import sys
import types

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine.ui import sheetfile  # noqa: E402
from tools import bundle, sheets  # noqa: E402

ARTS = sheets.art_modules()
IDS = [art.__name__.split(".")[2] for art in ARTS]


def pixels(bmp):
    return [[bmp[x, y] for x in range(bmp.width)] for y in range(bmp.height)]


def unpack(data, width, height, bits):
    """[[value]] rows of a sheet file, read as bitmaptools.readinto reads it
    (element size 1, a byte's first pixel in its low bits)."""
    per_byte = 8 // bits
    row_bytes = (width + per_byte - 1) // per_byte
    assert len(data) == row_bytes * height
    mask = (1 << bits) - 1
    return [[(data[y * row_bytes + x // per_byte] >> (bits * (x % per_byte))) & mask for x in range(width)]
            for y in range(height)]


def fake_readinto(bmp, f, bits_per_pixel):
    """bitmaptools.readinto for these files, with its EOFError on a short file."""
    data = f.read()
    per_byte = 8 // bits_per_pixel
    if len(data) < (bmp.width + per_byte - 1) // per_byte * bmp.height:
        raise EOFError()
    for y, row in enumerate(unpack(data, bmp.width, bmp.height, bits_per_pixel)):
        for x, value in enumerate(row):
            bmp[x, y] = value


@pytest.fixture(scope="module")
def drive():
    return bundle.drive_files()


def test_every_game_has_a_sheet_file_on_the_drive(drive):
    assert sorted(art.SHEET[0] for art in ARTS) == ["engine/games/%s/sheet.bin" % game for game in
                                                    ("digging", "gold", "karuba", "lost_cities")]
    assert all(art.SHEET[0] in drive for art in ARTS)


@pytest.mark.parametrize("art", ARTS, ids=IDS)
def test_the_file_on_the_drive_is_the_sheet_as_drawn(art, drive):
    path, width, height, colours = art.SHEET
    assert unpack(drive[path], width, height, sheetfile.bits(colours)) == pixels(sheets.drawn(art.SHEET,
                                                                                            art.draw_sheet))


def test_bits_a_pixel_as_a_bitmap_keeps_them():
    assert [sheetfile.bits(n) for n in (2, 3, 4, 5, 16, 17, 256)] == [1, 2, 2, 4, 4, 8, 8]


@pytest.fixture
def board(monkeypatch, tmp_path, drive):
    """A board's drive in tmp_path (the sheets where the copy puts them), its
    bitmaptools, and its working folder: the drive's root."""
    for art in ARTS:
        path = tmp_path / art.SHEET[0]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(drive[art.SHEET[0]])
    monkeypatch.setitem(sys.modules, "bitmaptools", types.SimpleNamespace(readinto=fake_readinto))
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("art", ARTS, ids=IDS)
def test_on_a_board_the_sheet_is_read_not_drawn(art, board):
    drawn = []
    bmp = sheetfile.load(art.SHEET, lambda b: drawn.append(b))
    assert drawn == []
    assert pixels(bmp) == pixels(sheets.drawn(art.SHEET, art.draw_sheet))


def test_without_its_file_or_with_a_short_one_the_sheet_is_drawn(board):
    art = ARTS[0]
    expected = pixels(sheets.drawn(art.SHEET, art.draw_sheet))
    assert pixels(sheetfile.load(("none.bin",) + art.SHEET[1:], art.draw_sheet)) == expected
    (board / "short.bin").write_bytes(b"\x11" * 10)
    assert pixels(sheetfile.load(("short.bin",) + art.SHEET[1:], art.draw_sheet)) == expected


def test_without_bitmaptools_the_sheet_is_drawn(monkeypatch):
    monkeypatch.setitem(sys.modules, "bitmaptools", None)  # import fails, as on a PC
    drawn = []
    sheetfile.load(ARTS[0].SHEET, lambda b: drawn.append(b))
    assert len(drawn) == 1


def test_the_script_writes_them_as_on_a_drive(tmp_path, drive):
    assert sheets.main([str(tmp_path)]) == 0
    for art in ARTS:
        assert (tmp_path / art.SHEET[0]).read_bytes() == drive[art.SHEET[0]]
