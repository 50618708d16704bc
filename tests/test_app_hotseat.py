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
    pytest.importorskip("engine.games." + GAMES[game][0] + ".screen")
    events = []

    def script(app, hw):
        yield from start_game(game, seats_for(game))
        decisions = 0
        while decisions < 10:
            yield from until(app, "turn", "handover", "outcome", "result")
            where = app.where
            if where == "result":
                break
            seat = app.match.game.to_move(app.match.state)
            if where == "handover":
                events.append(("handover", seat))
                yield "A"
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
