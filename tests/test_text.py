"""engine/ui/text.py: a label's lines as tile grids of the built-in font:
a grid a line as wide as the line (lines right under one another share one),
rewritten in place when the length stays, hidden when the text empties."""
import displayio

from engine.ui import text
from engine.ui.text import CELL_H, CELL_W, Label


def tiles(grid, row=0):
    return [grid[row * grid.width + x] for x in range(grid.width)]


def font_tiles(line):
    return [text.TILES[ord(c) - text.FIRST] for c in line]


def shown(label):
    return [g for g in label if not g.hidden]


def test_one_line_is_one_grid_as_wide_as_the_line():
    lab = Label("Round 8/8")
    assert len(lab) == 1 and lab[0].width == 9 and lab[0].height == 1
    assert tiles(lab[0]) == font_tiles("Round 8/8")
    assert (lab._width, lab._height) == (9 * CELL_W, CELL_H)


def test_a_line_of_the_same_length_is_rewritten_in_place_another_length_gets_a_new_grid():
    lab = Label("6+9=15")
    grid = lab[0]
    lab.text = "7+8=15"
    assert lab[0] is grid and tiles(grid) == font_tiles("7+8=15")
    lab.text = "1+13=14"
    assert lab[0] is not grid and tiles(lab[0]) == font_tiles("1+13=14")
    assert len(lab) == 1


def test_an_empty_text_hides_the_grids_and_takes_no_room():
    lab = Label("two\nlines", line_spacing=1.5)
    assert len(shown(lab)) == 2
    lab.text = ""
    assert shown(lab) == [] and (lab._width, lab._height) == (0, 0)
    lab.text = "back"
    assert len(shown(lab)) == 1 and tiles(shown(lab)[0]) == font_tiles("back")
    assert shown(lab)[0].y == 0


def test_a_trailing_newline_lays_out_as_the_line_alone():
    alone, trailing = Label("Place 9"), Label("Place 9\n")
    assert len(alone) == len(trailing) == 1
    assert tiles(alone[0]) == tiles(trailing[0])
    assert (alone._width, alone._height) == (trailing._width, trailing._height)


def test_one_line_after_a_block_replaces_the_block():
    lab = Label("ab\ncd")  # lines right under one another: one grid, two rows
    assert len(lab) == 1 and lab[0].height == 2
    lab.text = "xyz"
    assert len(lab) == 1 and lab[0].height == 1 and tiles(lab[0]) == font_tiles("xyz")
    assert (lab._width, lab._height) == (3 * CELL_W, CELL_H)


def test_one_line_after_spaced_lines_shows_one_grid_at_the_top():
    lab = Label("first\nsecond", line_spacing=2.0)
    assert [g.y for g in shown(lab)] == [0, 2 * CELL_H]
    lab.text = "only"
    assert len(shown(lab)) == 1 and shown(lab)[0].y == 0
    assert tiles(shown(lab)[0]) == font_tiles("only")
    assert isinstance(lab[0], displayio.TileGrid)
