"""engine/ui/text.py: a label's lines as tile grids of the built-in font:
a grid a line as wide as the line (lines right under one another share one),
rewritten in place when the length stays (in a sized label, when the line
fits), blanked when the text empties; a sized label keeps its text in a
buffer of its own."""
import displayio

from engine.ui import text
from engine.ui.text import CELL_H, CELL_W, Label


def tiles(grid, row=0):
    return [grid[row * grid.width + x] for x in range(grid.width)]


def font_tiles(line):
    return [text.TILES[ord(c) - text.FIRST] for c in line]


def shown(label):
    """The grids that show a character."""
    return [g for g in label if not g.hidden and any(t != text.BLANK for t in tiles(g, 0))]


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


def test_a_sized_label_writes_a_line_that_fits_into_its_grid_a_longer_one_gets_a_new_grid():
    lab = Label("6+9=15", size=7)
    grid = lab[0]
    lab.text = "2+4=6"  # shorter: the same grid, blanks after the text
    assert lab[0] is grid and tiles(grid) == font_tiles("2+4=6  ")
    assert lab.text == "2+4=6" and lab._width == 5 * CELL_W
    lab.text = "11+12=23"
    assert lab[0] is not grid and tiles(lab[0]) == font_tiles("11+12=23")
    assert len(lab) == 1


def test_a_sized_label_not_anchored_left_gets_a_grid_as_wide_as_each_line():
    # its grid moves with the text's width: a wider grid would redraw its
    # blank tail too
    lab = Label("6+9=15", size=7)
    lab.anchor_point = (1, 0)
    lab.text = "2+4=6"
    assert len(lab) == 1 and lab[0].width == 5


def test_a_change_of_text_keeps_no_string_of_the_callers():
    # (the text lives in the label's buffer: a string kept at each change
    # lay wherever the heap had room, docs/memory.md)
    lab = Label("", size=12)
    grid, chars = lab[0], lab._chars
    given = []
    for words in ("choosing", "8+15=", "discarded 12", "", "lowest"):
        words = words + ("23" if words.endswith("=") else "")  # made now, as a game makes its lines
        given.append(words)
        lab.text = words
        assert lab.text == words
    assert lab[0] is grid and lab._chars is chars and len(lab) == 1
    assert not any(v is words for v in lab.__dict__.values() for words in given if words)


def test_a_size_makes_the_line_now_blank():
    lab = Label("", size=5)
    assert len(lab) == 1 and lab[0].width == 5 and shown(lab) == []
    assert (lab._width, lab._height) == (0, 0) and lab.text == ""
    lab.text = "abc"
    assert tiles(lab[0]) == font_tiles("abc  ") and lab._width == 3 * CELL_W


def test_a_character_outside_ascii_shows_blank():
    # (the console's words are ASCII; a sized label's buffer keeps a byte a
    # character, another label the string as given)
    lab, sized = Label("caf\u00e9"), Label("caf\u00e9", size=4)
    assert tiles(lab[0]) == tiles(sized[0]) == font_tiles("caf ")
    assert lab.text == "caf\u00e9" and sized.text == "caf\x7f"
    sized.text = "cafe"
    assert sized.text == "cafe" and tiles(sized[0]) == font_tiles("cafe")


def test_an_empty_text_blanks_the_grids_and_takes_no_room():
    lab = Label("two\nlines", line_spacing=1.5)
    assert len(shown(lab)) == 2
    lab.text = ""
    assert shown(lab) == [] and (lab._width, lab._height) == (0, 0) and lab.text == ""
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


def test_a_number_keeps_no_string_of_the_callers_and_reads_back_its_text():
    # (engine/ui/sprites.py's digits: as a label, its text in its own buffer)
    from engine.ui.sprites import SIGNS, Number

    n = Number(0, 0, 3, 0xFFFFFF, align=1)
    given = []
    for value in (8, 18, 126, 7):
        words = str(value)
        given.append(words)
        n.text = words
        assert n.text == words
        assert [n.grid[c, 0] for c in range(len(words))] == [SIGNS.find(ch) for ch in words]
    assert n.grid[1, 0] == len(SIGNS) - 1  # "7": the rest blank
    assert not any(v is words for v in n.__dict__.values() for words in given)
    n.text = "1234"  # cut to its last three, as before
    assert n.text == "234"
