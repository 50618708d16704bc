# The whole console under seeded random button streams (tools/fuzz.py): title,
# set-up, every game with bots only, one human and hot-seat humans, the
# in-game menu, results and back. Every move is checked against the rules'
# promises, the save against the game on screen, and replay against live play;
# a frame that never returns fails the run. `python tools/soak.py` runs the
# same fuzzer for as long as you like.
import pytest

from engine.games import GAMES, load
from tools import fuzz as soak
from tools import soak as soak_tool

BOTS, ONE_HUMAN, HUMANS = 0, 1, 2


def has_screen(index):
    try:
        load(index, "screen")
    except ImportError:
        return False
    return True


def test_every_game_has_its_screen():
    # The fuzz below skips a game whose screen is missing; this one fails.
    missing = [row[0] for index, row in enumerate(GAMES) if not has_screen(index)]
    assert not missing, "no screen module for: " + ", ".join(missing)
    for index in range(len(GAMES)):
        assert hasattr(load(index, "screen"), "Screen"), GAMES[index][0]


@pytest.mark.parametrize("mix", [BOTS, ONE_HUMAN, HUMANS], ids=["bots", "one-human", "hot-seat"])
@pytest.mark.parametrize("game", range(len(GAMES)), ids=[g[0] for g in GAMES])
def test_random_presses_never_break_a_game(game, mix):
    if not has_screen(game):
        pytest.skip("no screen yet for " + GAMES[game][0])
    stats = soak.fuzz(100 * game + mix, 350, games=[game], mixes=(mix,))
    assert stats.started.get((game, soak.MIXES[mix]), 0) >= 1
    assert stats.checks > 10  # moves were made and checked
    if mix == BOTS:
        # presses in a bot game only visit menus: matches run to the end
        assert stats.finished.get((game, "bots"), 0) >= 1
        assert stats.visits.get("winners", 0) >= 1


def test_unsteered_presses_through_title_and_set_up():
    # No steering at all: the title and set-up see any press in any order.
    games = [i for i in range(len(GAMES)) if has_screen(i)]
    stats = soak.fuzz(77, 600, games=games, direct=0)
    assert stats.visits.get("setup", 0) >= 1 and stats.visits.get("menu", 0) >= 1
    assert sum(stats.started.values()) >= 1


def test_fuzz_with_text_drawn():
    # The fuzz skips glyph drawing for speed; a short run draws it all.
    games = [i for i in range(len(GAMES)) if has_screen(i)]
    stats = soak.fuzz(5, 40 * len(games), games=games, text=True, mixes=(ONE_HUMAN, HUMANS))
    assert stats.checks > 0


def test_the_soak_tool_reports_what_it_covered(capsys):
    assert soak_tool.main(["--presses", "200", "--game", "lost_cities", "--session", "100"]) == 0
    out = capsys.readouterr().out
    assert "exceptions 0" in out and "presses" in out and "Lost Cities" in out


def test_the_fuzzer_catches_a_lost_card():
    # The checks bite: a state that lost a card is refused.
    from engine.games.lost_cities import rules as lost_cities
    class FakeMatch:
        index = 0
        game = lost_cities
        seats = [0, 0]
        moves = []
        state = lost_cities.new(2, 3)

    FakeMatch.state.deck.pop()
    with pytest.raises(soak.FuzzError):
        soak.check_rules(FakeMatch)


def test_the_fuzzer_catches_a_hang(monkeypatch):
    # A loop that never calls hw.frame() again is stopped by the watchdog.
    from engine.app.title import Setup

    def stuck(self, button):
        while True:
            pass

    monkeypatch.setattr(soak, "HANG_SECONDS", 1)
    monkeypatch.setattr(Setup, "press", stuck)
    with pytest.raises(soak.Hang):
        soak.fuzz(1, 100, games=[0])


@pytest.mark.parametrize("storage", ["small", "read_only"])
def test_fuzz_with_storage_that_cannot_keep_the_game(storage):
    # A store too small for a long round, or one that refuses writes: the
    # notice comes once and the games go on under the same checks.
    from engine.app.save import NOTICE_READ_ONLY, NOTICE_TOO_BIG
    from hw.pcstorage import MemoryStorage

    store = MemoryStorage(size=160) if storage == "small" else MemoryStorage(read_only=True)
    stats = soak.fuzz(31, 300, games=[0, 1], storage=store, mixes=(BOTS,))
    notice = NOTICE_TOO_BIG if storage == "small" else NOTICE_READ_ONLY
    assert stats.notices.get(notice, 0) >= 1
    assert sum(stats.finished.values()) >= 1


def test_the_fuzzer_catches_an_app_that_stalls(monkeypatch):
    # Frames go on but nothing happens: no move, and presses are never asked for.
    from engine.app.shell import App

    def idle(self, game_index):
        while self.hw.frame():
            self.where = "wait"

    monkeypatch.setattr(soak, "IDLE_FRAMES", 500)
    monkeypatch.setattr(App, "setup", idle)
    with pytest.raises(soak.FuzzError, match="without a move"):
        soak.fuzz(1, 100, games=[0])
