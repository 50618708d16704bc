# Words for the Digging screen: cards, mines and moves in English, and what
# a move did as two lines (a big headline and a small detail). A card given
# to a partner is named only to the giver and the receiver.
from engine.games.digging import cards as dc
from engine.games.digging.cards import (DRAW, PASS, GIVE, OPEN, WORK, CLOSE, ATTACK, JOIN,
                                        split_move)
from engine.ui import theme
from engine.games.digging.art import METAL_NAMES
from engine.ui.words import name_of, seat_colour, verb


def short(name):
    """A name for a 42-pixel box: "You", "Bot 2", "Player 3" -> "P3"."""
    return name if len(name) <= 6 else name[0] + name[-1]


def turn_head(names, turn, viewer):
    """The headline between decisions: (text, "", colour)."""
    name = name_of(names, turn)
    if turn < 0:
        return "Round over", "", theme.ACCENT
    if turn != viewer:
        return name + " to play", "", seat_colour(turn)
    return ("Your turn" if name == "You" else name + ": your turn"), "", seat_colour(turn)


def card_words(card):
    """ "gold mine", "double silver chest", "closer", "bandit 7"."""
    if dc.is_mine(card):
        return METAL_NAMES[dc.metal(card)] + " mine"
    if card >= dc.DOUBLE and card < dc.CLOSER:
        return "double " + METAL_NAMES[dc.metal(card)] + " chest"
    if dc.is_chest(card):
        return METAL_NAMES[dc.metal(card)] + " chest"
    if card == dc.CLOSER:
        return "closer"
    return "bandit " + str(dc.bandit_value(card))


def card_detail(card, giving, places):
    """The line under "Play which?" / "Give which?": (text, colour); giving
    is the partner's short name or "". At most 30 letters: the screen pads
    every card's line to the longest, and a cursor step redraws that line
    (72 px a letter) and the frame, so the step stays within 5% of the
    screen. Why a card has no place shows when A is pressed on it."""
    what = card_words(card)
    if giving:
        return what + " to " + giving, theme.TEXT
    if places:
        return what + ": " + str(places) + (" place" if places == 1 else " places"), theme.TEXT
    return what + ": no place", theme.TEXT_DIM


def a_card(card):
    words = card_words(card)
    return ("an " if words[0] in "aeiou" else "a ") + words


def whose(names, seat, viewer):
    """ "your", "Bot 2's" (the one human is "You" whoever is watching)."""
    name = name_of(names, seat)
    if seat == viewer or name == "You":
        return "your"
    return name + "'s"


def front(names, seat, viewer):
    name = name_of(names, seat)
    return "you" if seat == viewer or name == "You" else name


def card_head(card):
    """A card in at most 13 letters, for a big headline: "Silver double"."""
    if card >= dc.DOUBLE and card < dc.CLOSER:
        words = METAL_NAMES[dc.metal(card)] + " double"
    else:
        words = card_words(card)
    return words[:1].upper() + words[1:]


def mine_words(names, view, s, i, viewer):
    """ "Bot 2's silver mine" for open mine s.i in a view."""
    mine = view["open"][s][i][0]
    return whose(names, s, viewer) + " " + METAL_NAMES[mine[0]] + " mine"


def describe(game, names, state, move):
    """A move of the seat to move, in words, as its player would say it."""
    seat = game.to_move(state)
    action, card, target = split_move(move)
    if action == DRAW:
        return "Draw a card"
    if action == PASS:
        return "Pass (nothing else is possible)"
    if action == GIVE:
        return "Give " + dc.card_text(card) + " to your partner"
    if action == OPEN:
        return "Open " + a_card(card) + " in front of " + front(names, target, seat)
    v = game.view(state, seat)
    s, i = target >> 4, target & 15
    where = mine_words(names, v, s, i, seat)
    if action == WORK:
        return "Put " + a_card(card) + " on " + where
    if action == CLOSE:
        return "Close " + where
    if action == ATTACK:
        return "Attack " + where + " with bandit " + str(dc.bandit_value(card))
    return "Add bandit " + str(dc.bandit_value(card)) + " to the fight for " + where


def target_lines(names, view, targets, seat):
    """(headline, [detail per target]) while choosing where a card goes:
    "Closer", ["1/2 close your gold mine", "2/2 close Bot 2's silver mine"],
    each padded to the longest (at most 32 letters): a step redraws that
    line once and the frame, within 5% of the screen."""
    out = []
    for move, s, i in targets:
        action, card, target = split_move(move)
        if action == OPEN:
            out.append("open it in front of " + front(names, target, seat))
        else:
            out.append(("work ", "close ", "attack ", "fight for ")[action - WORK]
                       + mine_words(names, view, s, i, seat))
    n = len(out)
    width = max([len(w) for w in out])
    for k in range(n):
        w = out[k]
        if n > 1 and width <= 28:       # "2/4 ": which of how many
            w = str(k + 1) + "/" + str(n) + " " + w
        out[k] = w + " " * (width - len(out[k]))
    return card_head(card), out


def gift_line(names, gift):
    """gift: (card, giver). For the receiver only: "P1 gave you a gold chest" (the hand is sorted)."""
    return short(name_of(names, gift[1])) + " gave you " + a_card(gift[0])


BAR_REFUSALS = ("The pile is empty: give or play", "No card in your hand to give",
                "No card in your hand can be played")
BAR_DIMMED = ("Draw is dimmed: the pile is empty", "Give is dimmed: your hand is empty",
              "Play is dimmed: no card can go anywhere")


def bar_line(name, labels, enabled, sel):
    """The action bar's small line: whose turn and the keys (three spaces
    part them), or, while the cursor rests on a dimmed action, why it is
    dimmed (before, only A on it said why). With an action dimmed both are
    padded to a whole line, so a step onto it or off it redraws one box
    (6.8% of the screen with the bar's frame), not the old and new (11%)."""
    who = "Your turn" if name == "You" else name
    if not labels[0]:
        return who + ": no card, no pile: A passes"
    line = BAR_DIMMED[sel] if not enabled[sel] else who + ": LEFT/RIGHT, A   X: help"
    return line + " " * (39 - len(line)) if False in enabled else line


# The card step's keys, beside its headline ("Play which?", "Give which?").
CARD_KEYS = ("LEFT/RIGHT: card\nA: play  B: back", "LEFT/RIGHT: card\nA: give  B: back")


def no_place(card):
    """Why a card has nowhere to go now."""
    metal = METAL_NAMES[dc.metal(card)]
    if dc.is_chest(card):
        return "no open " + metal + " mine"
    if card == dc.CLOSER:
        return "no open mine to close"
    if dc.is_bandit(card):
        return "no opponents' mine to attack"
    return "nowhere to play it"


def team_names(names, side):
    return short(name_of(names, side)) + "+" + short(name_of(names, side + 2))


def move_lines(names, before, after, seat, move, viewer, fit=True):
    """(headline, detail) for a move, from the viewer's views from before
    the move (where the mine was) and after it. A headline too long for big
    letters names the mover short ("P3 opens a mine") unless fit is False."""
    head, detail = _lines(names, before, after, seat, move, viewer)
    name = name_of(names, seat)
    if fit and len(head) > 19:
        head = short(name) + head[len(name):]
    return head, detail


def _drawn(before, after):
    """The card that came into the hand between two views of it, or -1."""
    seen = list(before["hand"])
    for card in after["hand"]:
        if card in seen:
            seen.remove(card)
        else:
            return card
    return -1


def _lines(names, before, after, seat, move, viewer):
    name = name_of(names, seat)
    action, card, target = split_move(move)
    if action == DRAW:
        mine = seat == viewer and before["seat"] == viewer and before is not after
        drawn = _drawn(before, after) if mine else -1
        left = "pile: " + str(after["pile"]) + " left"
        return verb(name, "draws") + " a card", (a_card(drawn) + "; " + left) if drawn >= 0 else left
    if action == PASS:
        return verb(name, "passes"), "no card and no pile"
    if action == GIVE:
        to = (seat + 2) % 4
        if viewer in (seat, to):
            what = a_card(card)
        else:
            what = "a card face down"
        return verb(name, "gives") + " a card", what + " to " + front(names, to, viewer)
    if action == OPEN:
        return verb(name, "opens") + " a mine", a_card(card) + " in front of " + front(names, target, viewer)
    s, i = target >> 4, target & 15
    where = mine_words(names, before, s, i, viewer)
    if action == WORK:
        # The chest names the metal: "a silver chest on Bot 2's mine".
        return verb(name, "works") + " a mine", a_card(card) + " on " + whose(names, s, viewer) + " mine"
    if action == CLOSE:
        value = str(before["open"][s][i][2])
        return verb(name, "closes") + " a mine", where + ": " + value + " for " + team_names(names, s & 1)
    if action == ATTACK:
        return verb(name, "attacks") + "!", where + " with bandit " + str(dc.bandit_value(card))
    f = before["fight"]
    att = f["attack"] if f else 0
    dfn = f["defend"] if f else 0
    if dc.team(seat) == dc.team(f["attacker"] if f else seat):
        att += dc.bandit_value(card)
    else:
        dfn += dc.bandit_value(card)
    return (verb(name, "adds") + " a bandit", "bandit " + str(dc.bandit_value(card)) + ": now "
            + str(att) + " attack v " + str(dfn) + " defence")


def fight_mine(after, event):
    """The fought-over mine (cards, first double, value) in the view from
    after the fight: won mines sit last in front of the attacker."""
    result, attacker, s, i = event[1], event[2], event[3], event[4]
    if result == "won":
        return after["open"][attacker][-1]
    if result == "lost":
        return after["open"][s][i]
    return None     # closed: it lies face down


def fight_lines(names, after, event, viewer):
    """(title, detail, colour) for a fight's end: ("fight", result, attacker,
    s, i, attack, defence); green when the viewer's team gained or kept."""
    result, attacker, s = event[1], event[2], event[3]
    if result == "closed":
        return "Fight over: mine closed", "its bandits are discarded", theme.TEXT
    what = whose(names, s, viewer) + " " + METAL_NAMES[fight_mine(after, event)[0][0]] + " mine"
    score = str(event[5]) + " attack v " + str(event[6]) + " defence"
    ours = dc.team(s) == dc.team(viewer)
    if result == "won":
        return (verb(name_of(names, attacker), "takes") + " " + what, score,
                theme.WARN if ours else theme.OK)
    if result == "lost":
        return (what[:1].upper() + what[1:] + " is kept", score,
                theme.OK if ours else theme.WARN)
