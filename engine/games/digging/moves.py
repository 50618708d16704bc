# Digging's legal moves (rules layer): from the state for the rules, and from
# a seat's view for the bots, which never see the state. Both list the moves in
# the same order; tests/test_digging_rules.py checks they agree at every decision.

from engine.games.digging import cards as dc
from engine.games.digging.cards import (DRAW, PASS, GIVE, OPEN, WORK, CLOSE, ATTACK, JOIN,
                                        team, make_move, find_mine)


def legal(state):
    if state.done:
        return []
    seat = state.turn
    hand = state.hands[seat]
    moves = []
    if state.pile:
        moves.append(DRAW)
    last = -1
    for card in hand:
        if card != last:
            moves.append(make_move(GIVE, card))
            last = card
    last = -1
    for card in hand:
        if card == last:
            continue
        last = card
        if dc.is_mine(card):
            for s in range(4):
                moves.append(make_move(OPEN, card, s))
        elif dc.is_bandit(card):
            if state.fight is not None:
                s, i = find_mine(state.open, state.fight[1])
                moves.append(make_move(JOIN, card, s * 16 + i))
            else:
                _add_targets(state, moves, ATTACK, card, -1, 1 - team(seat))
        elif card == dc.CLOSER:
            _add_targets(state, moves, CLOSE, card, -1, -1)
        else:
            _add_targets(state, moves, WORK, card, dc.metal(card), -1)
    if not moves:
        moves.append(make_move(PASS))
    return moves


def _add_targets(state, moves, action, card, metal, owner_team):
    for s in range(4):
        if owner_team >= 0 and team(s) != owner_team:
            continue
        row = state.open[s]
        for i in range(len(row)):
            if metal < 0 or row[i][0] == metal:
                moves.append(make_move(action, card, s * 16 + i))


def legal_from_view(view):
    """The legal moves of the view's seat when it is to move: the same list,
    in the same order, as legal(state), from what the seat may know (bots)."""
    seat = view["seat"]
    hand = view["hand"]          # sorted
    opens = view["open"]
    moves = []
    if view["pile"]:
        moves.append(DRAW)
    kinds = []
    last = -1
    for card in hand:
        if card != last:
            kinds.append(card)
            moves.append(GIVE << 12 | card << 6)
            last = card
    # Targets (seat * 16 + mine) by metal, all of them, and the opponents'.
    by_metal = ([], [], [])
    every = []
    theirs = []
    for s in range(4):
        row = opens[s]
        for i in range(len(row)):
            target = s * 16 + i
            by_metal[row[i][0][0]].append(target)
            every.append(target)
            if (s & 1) != (seat & 1):
                theirs.append(target)
    fight = view["fight"]
    for card in kinds:
        if card < dc.CHEST:
            for s in range(4):
                moves.append(OPEN << 12 | card << 6 | s)
        elif card < dc.CLOSER:
            for target in by_metal[card % 3]:
                moves.append(WORK << 12 | card << 6 | target)
        elif card == dc.CLOSER:
            for target in every:
                moves.append(CLOSE << 12 | card << 6 | target)
        elif fight is not None:
            s, i = fight["target"]
            moves.append(JOIN << 12 | card << 6 | (s * 16 + i))
        else:
            for target in theirs:
                moves.append(ATTACK << 12 | card << 6 | target)
    if not moves:
        moves.append(make_move(PASS))
    return moves
