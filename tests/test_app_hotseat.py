# Hot-seat in every game: two humans (and bots where the game has more
# seats). Before a human decides, the hand-over screen appears whenever the
# deciding human is not the one who decided last; never otherwise.
import pytest

from app_driver import human_move, run_app, start_game, until
from engine.games import GAMES, NAME, SEATS


def seats_for(game):
    low = GAMES[game][SEATS][0]
    return [0, 0] + [2] * (low - 2)


@pytest.mark.parametrize("game", range(len(GAMES)))
def test_hand_over_exactly_when_the_deciding_human_changes(game):
    events = []

    def script(app, hw):
        yield from start_game(app, game, seats_for(game))
        decisions = 0
        while decisions < 10:
            yield from until(app, "turn", "handover", "story", "outcome", "result")
            where = app.where
            if where == "result":
                break
            seat = app.match.game.to_move(app.match.state)
            if where == "handover":
                events.append(("handover", seat))
                yield "A"
            elif where == "story":
                yield "A"       # the catch-up page belongs to the hand-over
            elif where == "outcome":
                yield "A"
            else:
                events.append(("turn", seat))
                decisions += 1
                yield from human_move(app)

    run_app(script)
    turns = [e for e in events if e[0] == "turn"]
    assert len(turns) >= 4
    last = -1
    for i in range(len(events)):
        kind, seat = events[i]
        if kind == "turn":
            handed = i > 0 and events[i - 1] == ("handover", seat)
            # a hand-over comes first exactly when another human decided last
            assert handed == (seat != last), (i, events)
            last = seat
    assert len(set(seat for kind, seat in turns)) == 2


@pytest.mark.parametrize("game", range(len(GAMES)))
def test_after_the_hand_over_a_page_tells_what_the_others_did(game):
    pages = []

    def script(app, hw):
        yield from start_game(app, game, seats_for(game))
        while len(pages) < 2:
            yield from until(app, "turn", "handover", "story", "outcome", "result")
            if app.where == "result":
                break
            if app.where == "story":
                h = app.match.handover
                story = h.story
                pages.append((app.match.game.to_move(app.match.state), h.game.text, story.text,
                              h.band.hidden, hw.image(), story.scale))
                yield "A"
            elif app.where == "turn":
                if pages and not after:
                    after.append(app.match.handover)
                yield from human_move(app)
            else:
                yield "A"

    after = []
    app, hw = run_app(script)
    assert pages, "no catch-up page in " + GAMES[game][NAME]
    seat, heading, text, band_hidden, img, scale = pages[0]
    assert heading == "Since your turn" and band_hidden
    # the other human's moves (and the bots') in words; the listener's own never
    assert "Player" in text and ("Player " + str(seat + 1) + " ") not in text.replace("\n", " ")
    # the words are drawn in white, the first line in big letters (2x: a
    # capital's strokes span 14 rows or more of its 24 px line)
    lit = [y for y in range(44, 68) if any(min(img.getpixel((x, y))) > 200 for x in range(240))]
    assert len(lit) >= 14, lit
    assert scale == 2 and text.count("\n") < 7       # big letters, 7 lines a page
    assert max(len(line) for line in text.split("\n")) <= 19
    # afterwards the hand-over screen and its story label are let go (the
    # turn gets their room); the next hand-over makes them anew
    assert after[0] is None
    logs = [line for line in hw.logs if line.startswith("story for")]
    assert logs and logs[0].startswith("story for Player " + str(seat + 1) + ": ")


def test_one_human_is_never_told_a_story():
    def script(app, hw):
        yield from start_game(app, 0, [0, 2])
        for _ in range(6):
            yield from until(app, "turn")
            yield from human_move(app)

    app, hw = run_app(script)
    assert app.match is None or app.match.catchup is None
    assert not [line for line in hw.logs if line.startswith("story for")]


@pytest.mark.parametrize("game", range(len(GAMES)))
def test_the_catch_up_leaves_while_the_menu_shows_and_tells_on_after(game):
    # device RAM: the catch-up's code and the story's leave while the in-game
    # menu shows (on the board their modules are forgotten); the lines told
    # so far stay, and the catch-up comes back for the next move
    seen = []
    pages = []
    turns = []

    def script(app, hw):
        yield from start_game(app, game, seats_for(game))
        while len(seen) < 3 or len(pages) < 2:
            yield from until(app, "turn", "handover", "story", "outcome", "result", "menu")
            if app.where == "result":
                break
            if app.where == "menu":
                seen.append(app.match.catchup)
                yield "B"
            elif app.where == "turn":
                told = [list(lines) for lines in app.match.catchup.lines]
                turns.append(told)
                # the menu where a line waits to be told (else at the 4th turn)
                if not seen and (any(told) or len(turns) > 3):
                    seen.append(told)
                    yield "Y"
                    continue
                if len(seen) == 2:
                    seen.append(told)
                yield from human_move(app)
            else:
                if app.where == "story":
                    pages.append(app.match.handover.story.text)
                yield "A"

    run_app(script)
    assert seen[1] is None
    # the same lines after the menu as before it, one human's not yet told
    assert seen[2] == seen[0] and any(any(told) for told in turns)
    # the move played after the menu is told to the other human all the same
    assert len(pages) >= 2 and "Player" in pages[-1]
