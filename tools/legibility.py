"""1x screenshots (240x240 PNG) of the screens issue 12 made readable: the
situations a new player met, rendered headless with fixed seeds, so the
same command before and after a change gives comparable pictures.

  python tools/legibility.py --out docs/screens/legibility --suffix _after
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

HOT2 = ["Player 1", "Player 2"]
HOT3 = ["Player 1", "Player 2", "Player 3"]
HOT4 = ["Player 1", "Player 2", "Player 3", "Player 4"]


def _bots(botmod, n, seed):
    return [botmod.Bot(i, "normal", seed + i) for i in range(n)]


def lost_cities():
    """Hot-seat, game 2, a few turns in: both names, the game number and
    the match score, columns with neighbouring values."""
    from engine.games.lost_cities import bot, rules as g
    from engine.games.lost_cities.screen import Screen

    s = g.new(2, 5, history=[[34, -12]])
    bots = _bots(bot, 2, 5)
    for _ in range(36):
        seat = g.to_move(s)
        g.play(s, bots[seat].choose(g.view(s, seat)))
    if g.to_move(s) != 0 or g.view(s, 0)["phase"] != 0:
        seat = g.to_move(s)
        g.play(s, bots[seat].choose(g.view(s, seat)))
    sc = Screen(g, 240, 240, HOT2)
    sc.begin_turn(s, g.to_move(s))
    return sc


def lost_cities_columns():
    """Columns with neighbouring values (5 6 7, 9 10, 2 8, full runs) on both
    sides, three wagers, piles and a full hand: where values ran together."""
    from engine.games.lost_cities import rules as g
    from engine.games.lost_cities.screen import Screen

    s = g.new(2, 5)
    cols = (["Yx Y2 Y8", "B5 B6 B7", "W9 W10", "Gx Gx G2 G3 G4 G5 G6 G7 G8 G9 G10", ""],
            ["Y3 Y4 Y5 Y6 Y7", "Bx B2 B8", "", "", "Rx Rx Rx R2 R3 R9 R10"])
    piles = ("Y9", "", "W2 W3 W4", "", "R6")
    used = []
    for seat in range(2):
        for c in range(5):
            col = []
            for text in cols[seat][c].split():
                card = g.parse_card(text)
                while card in used:         # the colour's next wager
                    card += 1
                col.append(card)
                used.append(card)
            s.cols[seat][c] = col
    for c in range(5):
        s.piles[c] = [g.parse_card(t) for t in piles[c].split()]
        used += s.piles[c]
    rest = [card for card in s.hands[0] + s.hands[1] + s.deck if card not in used]
    s.hands = [sorted(rest[:8]), sorted(rest[8:16])]
    s.deck = rest[16:]
    sc = Screen(g, 240, 240, HOT2)
    sc.begin_turn(s, 0)
    return sc


def gold_mines():
    """Hot-seat mine choice: Player 1 has chosen, Player 2 chooses."""
    from engine.games.gold import rules as g
    from engine.games.gold.screen import Screen

    s = g.new(3, 2)
    g.play(s, g.legal(s)[0])
    sc = Screen(g, 240, 240, HOT3)
    sc.begin_turn(s, g.to_move(s))
    return sc


def karuba_placing():
    """Three players, round 5: the side column's points and pairs."""
    from engine.games.karuba import bot, rules as g
    from engine.games.karuba.screen import Screen

    s = g.new(3, 4)
    bots = _bots(bot, 3, 4)
    while not (g.view(s, 0)["round"] == 5 and g.view(s, 0)["phase"] == 2 and g.to_move(s) == 0):
        seat = g.to_move(s)
        g.play(s, bots[seat].choose(g.view(s, seat)))
    sc = Screen(g, 240, 240, HOT3)
    sc.begin_turn(s, 0)
    return sc


def digging_draw():
    """The drawer's own long detail line ("a double ... chest; the pile: N left")."""
    from engine.games.digging import rules as g
    from engine.games.digging.screen import Screen
    from engine.games.digging.cards import DRAW

    for seed in range(400):
        s = g.new(4, seed)
        seat = g.to_move(s)
        sc = Screen(g, 240, 240, HOT4)
        sc.begin_turn(s, seat)
        events = g.play(s, DRAW)
        sc.show_move(s, seat, DRAW, events, seat)
        if "double" in sc.table.detail.text:
            return sc
    return sc


def digging_gift():
    """Hot-seat: Player 1 gave Player 3 a card; Player 3's turn begins."""
    from engine.games.digging import rules as g
    from engine.games.digging.cards import DRAW, GIVE, split_move
    from engine.games.digging.screen import Screen

    s = g.new(4, 3)
    sc = Screen(g, 240, 240, HOT4)
    seat = g.to_move(s)
    sc.begin_turn(s, seat)
    give = [m for m in g.legal(s) if split_move(m)[0] == GIVE][0]
    sc.show_move(s, seat, give, g.play(s, give), seat)
    nxt = g.to_move(s)
    sc.show_move(s, nxt, DRAW, g.play(s, DRAW), nxt)
    sc.begin_turn(s, g.to_move(s))
    return sc


def digging_winners():
    from engine.games.digging import rules as g
    from engine.ui.results import Winners

    class Holder:
        pass

    names = ["Bot 1", "Bot 2", "Bot 3", "Bot 4"]
    totals = [61, 48, 61, 48]
    try:
        return Winners(names, [0, 2], totals, True)
    except TypeError:       # before issue 12: no team totals
        h = Holder()
        h.group = Winners(names, [0, 2], totals).group
        return h


def setup():
    from engine.app.title import Setup

    return Setup(0)


def handover():
    """Hot-seat Lost Cities: the hand-over before Player 2's turn."""
    from engine.ui.handover import Handover

    h = Handover(240, 240)
    h.set("Player 2", 1, "", "Lost Cities")
    return h


def catch_up():
    """The page after it: what Player 1 did (issue 12; absent before)."""
    from engine.ui.handover import COLUMNS, Handover
    from engine.ui.widgets import wrap

    h = Handover(240, 240)
    h.set("Player 2", 1, "", "Lost Cities")
    h.page(wrap("Player 1 plays blue 7, draws from the deck", COLUMNS), 0, 1)
    return h


SHOTS = (
    ("lost_cities_hotseat", lost_cities),
    ("lost_cities_columns", lost_cities_columns),
    ("gold_mine_choice", gold_mines),
    ("karuba_placing", karuba_placing),
    ("digging_draw", digging_draw),
    ("digging_gift", digging_gift),
    ("digging_winners", digging_winners),
    ("setup", setup),
    ("handover", handover),
    ("catch_up", catch_up),
)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default="shots")
    parser.add_argument("--suffix", default="")
    parser.add_argument("--only", help="one shot's name")
    args = parser.parse_args(argv)
    from screen_harness import save_png

    os.makedirs(args.out, exist_ok=True)
    for name, make in SHOTS:
        if args.only and name != args.only:
            continue
        path = os.path.join(args.out, name + args.suffix + ".png")
        save_png(make(), path, scale=1)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
