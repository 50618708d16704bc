"""Screenshots of the console without a window.

  python tools/shots.py --keys "A wait:500 shot:setup A wait:2000 shot:game" --out shots/
  python tools/shots.py --demo --out shots/         # the built-in demo script
  python tools/shots.py --keys "..." --save my.bin  # use (and keep) a save file
  python tools/shots.py --game lost_cities --out shots/   # one game's screen scenes

--keys/--demo run the app headless with a script of button presses. Tokens: UP
DOWN LEFT RIGHT A B X Y MENU, wait:MS (virtual milliseconds), shot:NAME
(NAME.png in --out). Each token takes one frame (40 ms virtual).
--game plays seeded scenes straight on a game's Screen (no app around it) and
saves <game>_<scene>.png at 1x: the README's pictures (tools/docs_screens.py
makes them all, app screens included, into docs/screens).
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)  # run as a script: tools/ is on the path, not the repository
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.games import GAMES, MODULE  # noqa: E402

SIZE = 240
_display = []
_saved = []  # the PNGs save_png wrote since game_shots began


def display():
    """One headless display (Blinka allows one per process): made again when
    something else (a test's display, a console) has replaced it."""
    import displayio
    from hw import headless

    if not _display or _display[0] not in getattr(displayio, "displays", _display):
        displayio.release_displays()
        del _display[:]
        _display.append(headless._Display(SIZE, SIZE))
    return _display[0]


def release():
    import displayio

    displayio.release_displays()
    del _display[:]


def save_png(screen, path, scale=1):
    """Saves what the screen draws as a PNG: 1x (the device's pixels) unless scaled."""
    from hw import headless

    d = display()
    d.root_group = screen.group
    img = headless.image_of(d)
    if scale != 1:
        img = img.resize((SIZE * scale, SIZE * scale), 0)
    img.save(path)
    _saved.append(path)


def _press(screen, state, *keys):
    out = None
    for k in keys:
        out = screen.press(state, k)
    return out


def _play_out(game, state, bots):
    while not game.over(state):
        seat = game.to_move(state)
        game.play(state, bots[seat].choose(game.view(state, seat)))
    return state


def _play_line(game, state, *texts):
    for t in texts:
        game.play(state, game.parse_move(state, t))


def _lost_cities_deal():
    """Seat 0: Yx Y2 Y3 B5 W7 G9 Rx R10; seat 1: Y4 Y5 B2 B3 W2 W3 G2 G3; Y6 on
    the deck; the other cards after it in id order."""
    hands = "Y2 Y3 Yx B5 W7 G9 R10 Rx Y4 Y5 B2 B3 W2 W3 G2 G3 Y6"
    rest = []
    for c in "YBWGR":
        rest += [c + "x"] * 3 + [c + str(n) for n in range(2, 11)]
    for t in hands.split():
        rest.remove(t)
    return hands + " " + " ".join(rest)


# --- each game's scenes (by catalogue module name) ------------------------------
def lost_cities(out_dir):
    """A game in progress, choosing a draw, a bot's move, the end breakdown,
    a refused play (at 1x: the README shows them at the device's size)."""
    from engine import buttons as B
    from engine.games.lost_cities import rules as g
    from engine.games.lost_cities.screen import Screen
    from engine.games.lost_cities.bot import Bot

    names = ["You", "Bot 2"]

    def save(s, name):
        save_png(s, os.path.join(out_dir, "lost_cities_" + name + ".png"), scale=1)

    state = g.new(2, 11)
    bots = [Bot(0, "normal", 1), Bot(1, "hard", 2)]
    for _ in range(80):
        seat = g.to_move(state)
        g.play(state, bots[seat].choose(g.view(state, seat)))
    s = Screen(g, 240, 240, names)
    s.begin_turn(state, 0)
    _press(s, state, B.RIGHT, B.RIGHT)
    save(s, "pick")
    _press(s, state, B.UP)
    save(s, "choose")
    move = _press(s, state, B.DOWN, B.DOWN)
    g.play(state, move)
    s.begin_turn(state, 0)
    _press(s, state, B.X, B.LEFT, B.LEFT, B.LEFT)
    save(s, "draw")
    g.play(state, g.DRAW_DECK)
    for name in ("bot_play", "bot_draw"):
        move = bots[1].choose(g.view(state, 1))
        events = g.play(state, move)
        s.show_move(state, 1, move, events, 0)
        save(s, name)
    end = _play_out(g, g.new(2, 30), [Bot(0, "normal", 1), Bot(1, "hard", 2)])
    s.round_result(end, 1)
    save(s, "result")
    s.round_result(end, 0)
    save(s, "result_you")
    # A refused play: a card lower than its column's last card.
    state = g.new(2, 1, deal=_lost_cities_deal())
    _play_line(g, state, "play Y3", "draw deck", "discard G2", "draw deck")
    s = Screen(g, 240, 240, names)
    s.begin_turn(state, 0)
    _press(s, state, B.RIGHT, B.UP)
    save(s, "refused")


def gold(out_dir):
    """The grid mid-round, a duel outcome and the gold rush."""
    from engine import buttons as B
    from engine.games.gold import rules as g
    from engine.games.gold.screen import Screen
    from engine.rng import Rng

    names = ["You", "Bot 2", "Bot 3"]

    def save(screen, name):
        save_png(screen, os.path.join(out_dir, "gold_" + name + ".png"))

    # The second round: seat 1 starts, so "You" choose last.
    s = g.new(3, 2026, history=[[9, 12, 7]])
    sc = Screen(g, 240, 240, names)
    for colour in (0, 3):
        seat = g.to_move(s)
        sc.show_move(s, seat, g.MOVE_MINE + colour, g.play(s, g.MOVE_MINE + colour), 0)
    sc.begin_turn(s, 0)
    for b in (B.DOWN,):
        sc.press(s, b)
    save(sc, "mines")
    sc.show_move(s, 0, g.MOVE_MINE + 4, g.play(s, g.MOVE_MINE + 4), 0)
    rng = Rng(5)
    done = {}
    while not g.over(s):
        seat = g.to_move(s)
        if s.turns >= 14 and seat == 0 and s.first < 0 and "grid" not in done:
            done["grid"] = 1
            sc.begin_turn(s, 0)
            sc.press(s, B.A)        # past the last outcome
            for b in (B.RIGHT, B.RIGHT, B.DOWN):
                sc.press(s, b)
            save(sc, "grid")
            sc.show(s, 0)
        legal = g.legal(s)
        move = legal[rng.below(len(legal))]
        ev = g.play(s, move)
        sc.show_move(s, seat, move, ev, 0)
        kinds = [e[0] for e in ev]
        if "duel" in kinds and "duel" not in done and s.turns > 8:
            done["duel"] = 1
            save(sc, "duel")
        if "rush" in kinds:
            save(sc, "rush")
    sc.round_result(s, 0)
    save(sc, "result")


def karuba(out_dir):
    """Choosing, the reveal, placing and the end page with its routes."""
    from engine import buttons as B
    from engine.games.karuba import rules as g
    from engine.games.karuba.screen import Screen
    from engine.games.karuba.bot import Bot

    names = ["You", "Bot 2", "Bot 3"]

    def save(screen, name):
        save_png(screen, os.path.join(out_dir, "karuba_" + name + ".png"))

    seed = 8
    s = g.new(3, seed)
    bots = [Bot(i, "hard", seed + i) for i in range(3)]
    sc = Screen(g, 240, 240, names)
    done = {}
    while not g.over(s):
        seat = g.to_move(s)
        v = g.view(s, seat)
        if seat == 0 and s["round"] == 5 and v["phase"] == 0 and "choose" not in done:
            done["choose"] = 1
            sc.begin_turn(s, 0)
            _press(sc, s, B.A, B.RIGHT)
            save(sc, "choosing")
        if seat == 0 and s["round"] == 5 and v["phase"] == 2 and "place" not in done:
            done["place"] = 1
            sc.begin_turn(s, 0)
            if sc.mode == 4:
                _press(sc, s, B.A)       # the cursor starts on a legal cell
            save(sc, "placing")
        move = bots[seat].choose(v)
        events = g.play(s, move)
        sc.show_move(s, seat, move, events, 0)
        if s["round"] == 5 and "reveal" in [e[0] for e in events]:
            save(sc, "reveal")
    sc.round_result(s, 0)
    save(sc, "result")
    sc.round_result(s, 1)
    save(sc, "result_bot")


def digging(out_dir):
    """A table mid-round with an open fight, choosing a target, the scoring."""
    from engine import buttons as B
    from engine.games.digging.bot import Bot
    from engine.games.digging import rules as g
    from engine.games.digging.screen import Screen

    names = ["You", "Bot 2", "Bot 3", "Bot 4"]

    def save(screen, name):
        save_png(screen, os.path.join(out_dir, "digging_" + name + ".png"))

    # A round of easy bots with many open mines: the first fight after move 30.
    s = g.new(4, 12)
    sc = Screen(g, 240, 240, names)
    bots = [Bot(i, "easy", 40 + i) for i in range(4)]
    sc.show(s, 0)
    done = set()
    moves = 0
    while not g.over(s):
        seat = g.to_move(s)
        if moves >= 30 and s.fight is not None and "fight" not in done:
            done.add("fight")
            sc.begin_turn(s, 0)
            save(sc, "fight")
            sc.show(s, 0)
        if seat == 0 and moves > 16 and "target" not in done:
            # A card with three places or more to go: pick it, step once.
            sc.begin_turn(s, 0)
            sc.press(s, B.A)
            hand = sc.view["hand"]
            for _ in hand:
                if len(sc._plays(hand[sc.sel])) > 2:
                    done.add("target")
                    sc.press(s, B.A)
                    sc.press(s, B.RIGHT)
                    save(sc, "target")
                    break
                sc.press(s, B.RIGHT)
            sc.show(s, 0)
        move = bots[seat].choose(g.view(s, seat))
        events = g.play(s, move)
        sc.show_move(s, seat, move, events, 0)
        moves += 1
        if "fight" in done and "settled" not in done and any(e[0] == "fight" for e in events):
            done.add("settled")
            save(sc, "settled")
    sc.round_result(s, 0)
    save(sc, "result")


SCENES = {"lost_cities": lost_cities, "gold": gold, "karuba": karuba, "digging": digging}


def game_shots(module, out_dir):
    """Saves one game's scenes in out_dir; returns the PNG paths."""
    os.makedirs(out_dir, exist_ok=True)
    del _saved[:]
    try:
        SCENES[module](out_dir)
    finally:
        release()
    return list(_saved)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keys", help="script tokens separated by spaces")
    parser.add_argument("--demo", action="store_true", help="run the built-in demo script")
    parser.add_argument("--game", choices=[row[MODULE] for row in GAMES], help="one game's screen scenes")
    parser.add_argument("--out", default="shots", help="folder for the PNGs (default: shots)")
    parser.add_argument("--save", help="a save file to load and write (default: none kept)")
    parser.add_argument("--log", action="store_true", help="print the console log")
    args = parser.parse_args(argv)

    if args.game:
        for path in game_shots(args.game, args.out):
            print(path)
        return 0

    from engine.app.shell import App
    from hw import headless

    if args.keys is None and not args.demo:
        parser.error("give --keys, --demo or --game")
    script = headless.DEMO if args.demo else args.keys
    storage = None
    if args.save:
        from hw.pcstorage import FileStorage

        storage = FileStorage(args.save)
    hw = headless.Hardware(script=script, shots_dir=args.out, storage=storage, verbose=args.log)
    App(hw).run()
    for name in hw.shots:
        print(os.path.join(args.out, name + ".png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
