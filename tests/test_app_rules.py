# The Rules pages of the in-game menu: every game has a short summary that
# fits the screen's scale-2 lines and pages through with UP/DOWN.
import pytest

from engine import buttons
from engine.games import GAMES
from engine.games import load
from engine.ui.pager import COLUMNS, LINES, Pager
from engine.ui.widgets import wrap


@pytest.mark.parametrize("game", range(len(GAMES)))
def test_each_game_has_a_few_pages_of_rules(game):
    text = load(game, "help").TEXT
    lines = wrap(text, COLUMNS)
    assert all(len(line) <= COLUMNS for line in lines)
    pages = (len(lines) + LINES - 1) // LINES
    assert 2 <= pages <= 12
    assert "Scoring:" in text


def test_pager_scrolls_and_closes():
    pager = Pager("Lost Cities", load(0, "help").TEXT)
    first = [row.text for row in pager.rows]
    assert pager.press(buttons.DOWN) is False
    second = [row.text for row in pager.rows]
    assert second != first and pager.where.text.startswith("2/")
    assert pager.press(buttons.UP) is False
    assert [row.text for row in pager.rows] == first
    assert pager.press(buttons.B) is True


def test_wrap_keeps_words_whole_and_paragraphs_apart():
    assert wrap("one two three\n\nfour", 9) == ["one two", "three", "", "four"]
    assert wrap("abcdefghijk", 4) == ["abcd", "efgh", "ijk"]
