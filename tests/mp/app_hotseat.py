# Hot-seat under the MicroPython binary with a capped heap: two humans (the
# rest normal bots) play a game's first decisions by button presses, through
# the hand-over and the catch-up page that tells what the others did (the
# game's story module; the lines kept by engine/app/catchup.py, shown by
# engine/app/handoff.py). Argument: the game index. Prints "OK".
import sys

sys.path.insert(0, "build/lib")  # the library files deploy copies (tools/deploy.py)
sys.path.insert(0, "tests/mp/app_stubs")
sys.path.insert(0, ".")

from app_common import Hardware, Storage, box, run, until  # noqa: E402

LOW = (2, 2, 2, 4)  # seats per game: the smallest table
game = int(sys.argv[1]) if len(sys.argv) > 1 else 0


def session():
    app = box["app"]
    for _ in range(game):
        yield "DOWN"
    yield "A"
    for _ in range(LOW[game] - 1):    # from Start up to seat 2: make it human
        yield "UP"
    yield "RIGHT"
    yield "RIGHT"
    for _ in range(LOW[game] - 1):
        yield "DOWN"
    yield "A"
    yield from until("handover")
    stories = []
    n = 0
    while len(stories) < 3:
        n += 1
        assert n < 20000, "no catch-up page came"
        where = app.where
        if where == "story":
            stories.append(app.match.handover.story.text)
        if where == "result":
            break
        if where in ("turn", "handover", "story", "outcome"):
            yield "RIGHT" if where == "turn" and n % 5 == 0 else "A"
        else:
            yield None
    box["stories"] = stories


run(Hardware(Storage(), session()))
stories = box["stories"]
assert stories and stories[0], stories
print("stories", len(stories), repr(stories[0]))
print("OK")
