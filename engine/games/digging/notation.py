# Digging's move notation (documented at the top of digging.py).

from engine.games.digging import cards as dc
from engine.games.digging.cards import (DRAW, PASS, GIVE, OPEN, CLOSE, JOIN, VERBS,
                                        card_text, make_move, split_move, find_mine)


def move_text(state, move):
    action, card, target = split_move(move)
    if action in (DRAW, PASS):
        return VERBS[action]
    if action == GIVE:
        return "give " + card_text(card)
    if action == OPEN:
        return "open %s %d" % (card_text(card), target)
    where = "%d.%d" % (target >> 4, target & 15)
    if action == CLOSE:
        return "close " + where
    if action == JOIN:
        return "join " + card_text(card)
    return "%s %s %s" % (VERBS[action], card_text(card), where)


def parse_move(state, text):
    words = text.split()
    if not words or words[0] not in VERBS:
        raise ValueError("unknown move %r" % (text,))
    action = VERBS.index(words[0])
    sizes = (1, 1, 2, 3, 3, 2, 3, 2)
    if len(words) != sizes[action]:
        raise ValueError("bad move %r" % (text,))
    if action in (DRAW, PASS):
        return make_move(action)
    card = dc.CLOSER if action == CLOSE else dc.parse_card(words[1])
    if action == GIVE:
        return make_move(GIVE, card)
    if action == OPEN:
        return make_move(OPEN, card, _number(words[2], 3))
    if action == JOIN:
        if state.fight is None:
            raise ValueError("there is no fight to join")
        s, i = find_mine(state.open, state.fight[1])
        return make_move(JOIN, card, s * 16 + i)
    parts = words[-1].split(".")
    if len(parts) != 2:
        raise ValueError("a target is seat.mine, like 1.0: %r" % (text,))
    return make_move(action, card, _number(parts[0], 3) * 16 + _number(parts[1], 15))


def _number(text, top):
    if not text.isdigit() or int(text) > top:
        raise ValueError("bad number %r" % (text,))
    return int(text)
