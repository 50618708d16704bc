# Words for the Gold screen: what a turn did (the outcome banner), why the
# gold rush began, and the round's winner line. Only public facts are used:
# the cards of a finished turn were face up for everyone.
from engine.ui import theme
from engine.games.gold import art as gold_art
from engine.games.gold.table import short_name
from engine.ui.words import name_of, seat_colour, verb

RUSH_REASONS = {
    "few": "10 or fewer left: one card a turn",
    "stuck": "no pair left can change anything",
    "idle": "5 rounds with no card leaving",
}


def possessive(name):
    return "your" if name == "You" else name + "'s"


def _card_at(last, pos):
    return last[2] if last[1] == pos else last[4]


def outcome(game, names, view, events):
    """(title, title colour, line 2, line 3, line 3 colour) for a finished
    turn, from the view's "last" tuple (seat, p1, c1, p2, c2, outcome)."""
    last = view["last"]
    seat, p1, c1, p2, c2, out = last
    name = name_of(names, seat)
    kind = out[0]
    words = gold_art.words
    line3 = ""
    if kind == "dynamite":
        title, colour = "Dynamite!", theme.WARN
        if game.KIND[c1] == game.DYNAMITE and game.KIND[c2] == game.DYNAMITE:
            line2 = "Two dynamite: both leave the game"
            short = "Dynamite: both cards leave"
        else:
            other = c2 if game.KIND[c1] == game.DYNAMITE else c1
            line2 = words(game, other) + " and dynamite leave"
            short = "Dynamite: both cards leave"
        line3 = "both places are empty now"
    elif kind == "gold":
        to = out[1]
        gold = out[2]
        title, colour = "Gold to " + name_of(names, to), seat_colour(to)
        short = "gold " + str(game.VALUE[gold]) + " to " + name_of(names, to)
        if out[3] < 0:
            line2 = verb(name, "finds") + " gold " + str(game.VALUE[gold])
            line3 = "gold rush: the finder keeps it"
        else:
            pros = _card_at(last, out[3])
            colour_name = game.COLOUR_NAMES[game.COLOUR[pros]]
            line2 = words(game, pros) + " finds gold " + str(game.VALUE[gold])
            if to != seat:
                line3 = colour_name + " is " + possessive(name_of(names, to)) + " mine"
            else:
                if view["owner"][game.COLOUR[pros]] == seat:
                    line3 = colour_name + " is " + possessive(name) + " own mine"
                else:
                    line3 = "nobody owns " + colour_name + ": finder keeps"
    elif kind == "duel":
        win = _card_at(last, out[1])
        lose = _card_at(last, out[2])
        title, colour = "Duel!", theme.ACCENT
        line2 = words(game, win) + " beats " + words(game, lose)
        line3 = words(game, lose) + " out, " + words(game, win) + " back"
        short = "Duel: " + line2
    elif kind == "removed":
        card = out[2]
        title, colour = _capital(words(game, card)) + " leaves", theme.TEXT
        line2 = "no effect in the gold rush"
        short = words(game, card) + " leaves the game"
    else:
        title, colour = "Nothing happens", theme.TEXT
        line2 = _why_nothing(game, c1, c2)
        line3 = "both cards turn face down again"
        short = "Nothing happens: cards turn back"
    colour3 = theme.TEXT_DIM
    for e in events:
        if e[0] == "rush":
            # The rush is the bigger news; the turn's outcome moves to line 2.
            title, colour = "Gold rush!", theme.ACCENT
            line2 = short
            line3 = RUSH_REASONS.get(e[1], "")
            colour3 = theme.ACCENT
        elif e[0] == "round_end":
            line3 = "the last card is gone: round over"
            colour3 = theme.ACCENT
    return title, colour, line2, line3, colour3


def _why_nothing(game, c1, c2):
    k1, k2 = game.KIND[c1], game.KIND[c2]
    words = gold_art.words
    if k1 == game.GOLD and k2 == game.GOLD:
        return "two gold cards: no prospector"
    if k1 == game.PROSPECTOR and k2 == game.PROSPECTOR:
        return "equal prospectors: no duel"
    pros, gold = (c1, c2) if k1 == game.PROSPECTOR else (c2, c1)
    return words(game, pros) + " is too weak for gold " + str(game.VALUE[gold])


def winner_lines(game, names, state, gold):
    """Two lines naming the round's winner and how a tie was broken; gold is
    the view's gold cards per seat."""
    sc = game.scores(state)
    wins = game.round_winners(state)
    best = sc[wins[0]]
    cards = len(gold[wins[0]])
    tied = [s for s in range(len(sc)) if sc[s] == best]
    if len(wins) > 1:
        who = ", ".join([name_of(names, s) for s in wins])
        if len(who) > 28:
            who = ", ".join([short_name(name_of(names, s)) for s in wins])
        return ("Shared win: " + who, "tied on " + str(best) + " gold and " + str(cards) + " cards")
    name = name_of(names, wins[0])
    first = verb(name, "wins") + " with " + str(best) + " gold"
    if len(tied) > 1:
        others = [len(gold[s]) for s in tied if s != wins[0]]
        return (first, "tie broken by gold cards: " + str(cards) + " to " + str(max(others)))
    return (first, "")


def _capital(text):
    # MicroPython's str has no capitalize().
    return text[:1].upper() + text[1:]
