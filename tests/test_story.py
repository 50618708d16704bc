"""The hot-seat catch-up (each game's story module, told before a human's
turn): what the others did, in words, and never a card the listener's view
hides. Whole games are played by bots; every seat listens as a human would.
Each privacy check is first shown to catch a teller that leaks."""
import re

import pytest

from engine.games.digging import rules as dg, story as dg_story
from engine.games.digging import words as dg_words
from engine.games.digging.bot import Bot as DiggingBot
from engine.games.digging.cards import DRAW, GIVE, PASS, KINDS, split_move
from engine.games.gold import rules as gg, story as gold_story
from engine.games.gold.art import words as gold_words
from engine.games.gold.bot import Bot as GoldBot
from engine.games.karuba import rules as kg, story as kr_story
from engine.games.karuba.bot import Bot as KarubaBot
from engine.games.lost_cities import rules as lg, story as lc_story
from engine.games.lost_cities.bot import Bot as LostCitiesBot

HOT = ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6"]


def told_games(game, story, botclass, seats, seed, check, moves=400, level="normal"):
    """Plays a game with bots; after each move, every other seat is told the
    move from its views before and after; check(...) judges each line.
    Returns the lines told, as (listener, mover, text)."""
    state = game.new(seats, seed)
    bots = [botclass(s, level, seed + s) for s in range(seats)]
    told = []
    for _ in range(moves):
        if game.over(state):
            break
        seat = game.to_move(state)
        move = bots[seat].choose(game.view(state, seat))
        befores = [game.view(state, v) for v in range(seats)]
        secret = check.before(state) if hasattr(check, "before") else None
        events = game.play(state, move)
        need = story.needs_before(game, move)
        for v in range(seats):
            if v == seat:
                continue
            after = game.view(state, v)
            # the teller gets the view from before only when it says it needs it
            text = story.tell(game, HOT, befores[v] if need else None, after, seat, move, events)
            for line in text.split("\n") if text else ():
                check(state, secret, befores[v], after, seat, move, line)
                told.append((v, seat, line))
    return told


# --- Lost Cities ---------------------------------------------------------------

def lc_seen(view):
    cards = list(view["hand"])
    for side in view["cols"]:
        for col in side:
            cards += col
    for pile in view["piles"]:
        cards += pile
    return cards


def lc_check(state, secret, before, after, seat, move, line):
    seen = set(lc_story.card_words(lg, c) for c in lc_seen(before) + lc_seen(after))
    for card in range(60):
        words = lc_story.card_words(lg, card)
        if words not in seen:
            assert not re.search(r"\b" + words + r"\b", line), (line, words)


def test_lost_cities_tells_plays_and_draws_and_never_a_card_from_the_deck():
    told = told_games(lg, lc_story, LostCitiesBot, 2, 3, lc_check)
    lines = [t for _, _, t in told]
    assert any(re.match(r"Player [12] (plays|discards) [a-z]+ (\d+|wager)$", t) for t in lines)
    assert ", draws from the deck" in lines
    # the deck draw by the other seat is told, the card is not
    state = lg.new(2, 1)
    lg.play(state, lg.legal(state)[0])
    before = lg.view(state, 1)
    events = lg.play(state, lg.DRAW_DECK)
    assert lc_story.tell(lg, HOT, before, lg.view(state, 1), 0, lg.DRAW_DECK, events) == \
        ", draws from the deck"


def test_the_lost_cities_check_catches_a_teller_naming_the_drawn_card():
    state = lg.new(2, 1)
    lg.play(state, lg.legal(state)[0])
    before = lg.view(state, 1)
    events = lg.play(state, lg.DRAW_DECK)
    drawn = [e[2] for e in events if e[0] == "draw_deck"][0]
    with pytest.raises(AssertionError):
        lc_check(state, None, before, lg.view(state, 1), 0, lg.DRAW_DECK,
                 "Player 1 draws the " + lc_story.card_words(lg, drawn))


def test_lost_cities_lines_join_a_turn_into_one_line_in_the_catch_up():
    from engine.app.catchup import CatchUp

    class Match:            # what CatchUp reads of a match
        index = 0
        game = lg
        names = HOT[:2]
        seats = [0, 0]

    m = Match()
    m.state = lg.new(2, 4)
    c = CatchUp(m)
    play = lg.legal(m.state)[0]
    for move in (play, lg.DRAW_DECK):
        befores = c.befores(0, move)
        events = lg.play(m.state, move)
        c.narrate(0, move, events, befores)
    words = lc_story.card_words(lg, play % lg.DISCARD)
    verb = "plays " if play < lg.DISCARD else "discards "
    assert c.lines[1] == [(0, "Player 1 " + verb + words + ", draws from the deck")]
    assert c.lines[0] == []
    c.clear(1)
    assert c.lines[1] == []


# --- Gold ------------------------------------------------------------------------

class GoldCheck:
    def before(self, state):
        return bytearray(state.grid)

    def __call__(self, state, grid, before, after, seat, move, line):
        last = after["last"]
        shown = (last[1], last[3]) if last else ()
        for pos in range(64):
            if before["grid"][pos] == -1 and after["grid"][pos] == -1 and pos not in shown:
                named = gg.pos_text(pos) + " " + gold_words(gg, grid[pos])
                assert named not in line, (line, named)


def test_gold_tells_the_pair_turned_and_the_outcome_but_no_face_down_card():
    told = told_games(gg, gold_story, GoldBot, 3, 5, GoldCheck())
    lines = [t for _, _, t in told]
    assert any("chooses the" in t for t in lines)
    turns = [t for t in lines if t.startswith("Player") and " - " in t]
    assert len(turns) > 10
    # a line names both places and cards of the pair and what came of it
    assert re.match(r"Player \d: [a-h][1-8] [a-z]+ ?\d*, [a-h][1-8] [a-z]+ ?\d* - .+", turns[0])


def test_the_gold_check_catches_a_teller_naming_a_face_down_card():
    state = gg.new(2, 5)
    while gg.view(state, 0)["picking"]:
        gg.play(state, gg.legal(state)[0])
    check = GoldCheck()
    grid = check.before(state)
    before = gg.view(state, 1)
    move = gg.legal(state)[0]
    gg.play(state, move)
    hidden = [p for p in range(64) if before["grid"][p] == -1 and p != move][0]
    with pytest.raises(AssertionError):
        check(state, grid, before, gg.view(state, 1), 0, move,
              "Player 1 peeks at " + gg.pos_text(hidden) + " " + gold_words(gg, grid[hidden]))


# --- Karuba -----------------------------------------------------------------------

def kr_public(view, seat):
    """The cards of seat that every seat may see."""
    cards = [c for c in view["islands"][seat] if c]
    cards += view["shown"][seat] + view["discards"][seat]
    cards += [c for c in view["chosen"][seat] if c >= 0] if view["seat"] != seat else []
    return cards


def kr_check(state, secret, before, after, seat, move, line):
    if line.startswith("Reveal: "):
        for who, a, b in re.findall(r"P(\d) (\d+)\+(\d+)", line):
            s = int(who) - 1
            assert [int(a), int(b)] == after["shown"][s], line
        return
    rest = re.sub(r"Player \d", "", line)
    rest = re.sub(r"\b[a-d][1-4]\b", "", rest)
    for number in re.findall(r"\d+", rest):
        assert int(number) in kr_public(before, seat) + kr_public(after, seat), (line, number)


def test_karuba_tells_the_reveal_and_placements_but_no_secret_pair():
    told = told_games(kg, kr_story, KarubaBot, 3, 2, kr_check)
    lines = [t for _, _, t in told]
    assert any(t.startswith("Reveal: P1 ") and "lowest: " in t for t in lines)
    assert any(re.match(r"Player \d places \d+ at [a-d][1-4]$", t) for t in lines)
    chosen = [t for t in lines if "chooses" in t]
    assert chosen and all(t.endswith("chooses a pair") for t in chosen)


def test_the_karuba_check_catches_a_teller_naming_a_secret_pair():
    state = kg.new(3, 2)
    before = kg.view(state, 1)
    move = kg.legal(state)[0]
    kg.play(state, move)
    m = move - 20000
    with pytest.raises(AssertionError):
        kr_check(state, None, before, kg.view(state, 1), 0, move,
                 "Player 1 chooses " + str(m // 100) + " and " + str(m % 100))


# --- Digging ----------------------------------------------------------------------

VOCAB = sorted(set(dg_words.card_words(c) for c in range(KINDS)), key=len, reverse=True)


def dg_named(line):
    """The card words in a line (longest first, each match taken out)."""
    named = []
    for words in VOCAB:
        while re.search(r"\b" + words + r"\b", line):
            named.append(words)
            line = re.sub(r"\b" + words + r"\b", "", line, count=1)
    return named


def dg_check(state, secret, before, after, seat, move, line):
    action, card, target = split_move(move)
    named = dg_named(line)
    fight = line.endswith(")")                 # a fight's outcome line
    if action in (DRAW, GIVE, PASS) and not fight:
        assert named == [], (line, named)     # a drawn or given card stays unnamed
    elif fight:
        assert [w for w in named if not w.endswith(" mine")] == [], line
    else:
        for words in named:                   # the card played, or an open mine's metal
            assert words == dg_words.card_words(card) or words.endswith(" mine"), (line, words)


def test_digging_tells_plays_gives_and_fights_but_never_the_given_card():
    told = []
    for seed in (1, 2):
        told += told_games(dg, dg_story, DiggingBot, 4, seed, dg_check, moves=600, level="hard")
    lines = [t for _, _, t in told]
    assert any(re.match(r"Player \d gives (you|Player \d) a card$", t) for t in lines)
    assert any(re.match(r"Player \d draws a card \(\d+ left\)$", t) for t in lines)
    assert any(re.match(r"Player \d opens an? \w+ mine", t) for t in lines)
    assert any(re.match(r"Player \d closes (your|Player \d's) \w+ mine: \d+ for ", t) for t in lines)
    assert any("attack v" in t for t in lines)          # a fight and its outcome


def test_the_digging_check_catches_a_teller_naming_the_given_card():
    with pytest.raises(AssertionError):
        dg_check(None, None, None, None, 0, dg.dc.make_move(GIVE, dg.dc.parse_card("Cs")),
                 "Player 1 gives Player 3 a silver chest")


def test_a_card_taken_from_a_discard_pile_is_named_it_was_face_up():
    state = lg.new(2, 1)
    hand = lg.view(state, 0)["hand"]
    lg.play(state, lg.DISCARD + hand[0])
    lg.play(state, lg.DRAW_DECK)
    lg.play(state, lg.legal(state)[0])
    before = lg.view(state, 0)
    move = lg.DRAW_PILE + lg.colour(hand[0])
    events = lg.play(state, move)
    line = lc_story.tell(lg, HOT, before, lg.view(state, 0), 1, move, events)
    assert line == ", takes the " + lc_story.card_words(lg, hand[0]) + " from its pile"
    lc_check(state, None, before, lg.view(state, 0), 1, move, line)


def test_a_long_catch_up_is_told_a_page_at_a_time_in_big_letters():
    import screen_harness  # noqa: F401 (a display for the labels)
    from engine import buttons
    from engine.app.handoff import hand_over
    from engine.ui.handover import LINES

    seen = []

    class App:
        def show(self, group):
            pass

        def led(self, colour):
            pass

        def key(self, where):
            h = Match.handover
            if where == "story":
                seen.append((where, h.prompt.text, h.story.text, h.story.scale, h.band.hidden))
            return buttons.A

    class Hw:
        width = height = 240

        def log(self, text):
            pass

    class Game:
        def totals(self, state):
            return [0, 0, 0, 0]

    class Match:
        index = 3
        seats = [0, 0, 2, 2]
        names = HOT[:4]
        app = App()
        hw = Hw()
        game = Game()
        state = None
        history = []
        handover = None

    hand_over(Match, ["Player 1 puts a double gold chest on Player 3's mine"] * 4, 1)
    assert [s[0] for s in seen] == ["story", "story"]
    assert seen[0][1] == "A: more 1/2" and seen[1][1] == "A: your turn"
    for _, _, text, scale, band_hidden in seen:
        assert scale == 2 and band_hidden
        lines = text.split("\n")
        assert len(lines) == LINES and max(len(line) for line in lines) <= 19
    words = " ".join(" ".join(s[2].split()) for s in seen)
    assert words.count("Player 1 puts a double gold chest on Player 3's mine") == 4


def test_the_legibility_tool_draws_the_catch_up_page():
    # tools/legibility.py's 1x picture of the page after the hand-over
    import screen_harness  # noqa: F401 (a display for the labels)
    from tools import legibility

    h = legibility.catch_up()
    assert " ".join(h.story.text.split()) == "Player 1 plays blue 7, draws from the deck"
    assert h.band.hidden and h.game.text == "Since your turn" and h.prompt.text == "A: your turn"
