# Digging (Reiner Knizia): four players in two teams (seats 0 and 2 against
# 1 and 3) open, work, close and raid gold, silver and copper mines.
#
# Cards (see digging_cards): "Mg" "Ms" "Mc" mines, "Cg" "Cs" "Cc" chests,
# "Dg" "Ds" "Dc" double chests, "X" closer, "B1".."B12" bandits.
# A target "s.i" is open mine i (0 = oldest) in front of seat s.
#
# Move notation (move_text / parse_move):
#   draw               take the top card of the pile
#   give Cg            give a card face down to your partner
#   open Mg 2          open a mine in front of seat 2
#   work Cg 1.0        put a chest on open mine 1.0 (same metal)
#   close 1.0          put a closer on open mine 1.0
#   attack B7 3.1      start a fight for an opponents' open mine
#   join B3            add a bandit to the open fight, for your own team
#   pass               only when the hand and the pile are both empty
# A move is an int: action << 12 | card << 6 | target, target = seat * 16 + mine
# (for "open" the target is the seat itself).
#
# A deal (for tests) lists cards dealt first to last: card i goes to seat
# (starter + i) % 4 for the first 24, the rest is the pile from its top; cards
# the text leaves out follow in the deck's fixed order.
#
# Events from play(): ("draw", seat) ("give", seat, to_seat, card) (show the
# card only to those two) ("open", seat, in_front_of, mine_card)
# ("work", seat, s, i, card) ("close", seat, s, i, value) ("attack", seat, s, i,
# bandit) ("join", seat, team_it_counts_for, bandit) ("pass", seat)
# ("fight", "won" | "lost" | "closed", attacker, s, i, attack_total,
# defence_total) (s.i is where the mine was; a won mine goes to the attacker's
# display) ("last_turns",) (the pile is empty: four more turns)
# ("round_end", team0_points, team1_points).
# Closed mines lie face down (rulebook: "Les cartes de la mine sont retournées
# et placées de côté pour être comptées à la fin"): while a round lasts a view
# shows only each team's count of them, not metal, cards, value or the round's
# points; the "close" event names the mine and its value (everyone saw it
# closed: players may remember it). Once the round is over all is revealed.

from engine.games import find, match
from engine.rng import Rng, derive
from engine.games.digging import cards as dc
from engine.games.digging.cards import card_text, mine_value, find_mine
from engine.games.digging.cards import (DRAW, PASS, GIVE, OPEN, WORK, CLOSE, ATTACK, JOIN,
                                        team, make_move, split_move)
from engine.games.digging.notation import move_text, parse_move
from engine.games.digging.cards import legal, legal_from_view  # noqa: F401  (the protocol's)

# the game's facts, declared once in the catalogue
_, NAME, SEATS, TEAMS, BLURB = find("digging")
GOAL = 60
HAND = 6
METALS = ("gold", "silver", "copper")


class State:
    def __init__(self, seed, history, starter):
        self.seed = seed
        self.history = history
        self.starter = starter
        self.hands = [[], [], [], []]
        self.pile = []            # the top card is the last item
        self.open = [[], [], [], []]    # open mines in front of each seat
        self.closed = [[], [], [], []]  # closed mines set aside in front of each seat
        self.fight = None         # [attacker, mine list, [(seat, bandit), ...]]
        self.discard = []         # bandits of finished fights
        self.gifts = bytearray()  # giver * 32 + card per gift this round (compact:
                                  # a long give-and-take must not fragment the heap)
        self.turn = starter
        self.final_left = -1      # turns left once the pile is empty
        self.done = False


def new(seats, seed, deal=None, history=None):
    if seats != 4:
        raise ValueError("Digging needs exactly 4 players")
    history = [list(r) for r in (history or [])]
    starter = len(history) % 4
    state = State(seed, history, starter)
    if deal is None:
        cards = dc.full_deck()
        Rng(derive(seed, len(history))).shuffle(cards)
    else:
        cards = dc.deal_cards(deal)
    for i in range(4 * HAND):
        state.hands[(starter + i) % 4].append(cards[i])
    for hand in state.hands:
        hand.sort()
    rest = cards[4 * HAND:]
    rest.reverse()
    state.pile = rest
    return state


def to_move(state):
    return -1 if state.done else state.turn


def over(state):
    return state.done


def _find(state, mine):
    return find_mine(state.open, mine)


def _mine_at(state, target):
    seat, i = target >> 4, target & 15
    if seat < 4 and i < len(state.open[seat]):
        return state.open[seat][i]
    return None


def _problem(state, move):
    """Why a move is illegal, or None."""
    if state.done:
        return "the round is over"
    if type(move) is not int or move < 0 or move >= 65536:  # a bool or 3.0 is not a move
        return "not a move: %r" % (move,)
    action, card, target = split_move(move)
    seat = state.turn
    if action in (DRAW, PASS) and move != make_move(action):
        return "not a move: %r" % (move,)
    if action == DRAW:
        return None if state.pile else "the pile is empty"
    if action == PASS:
        if state.pile or state.hands[seat]:
            return "you may pass only when nothing else is possible"
        return None
    if action > JOIN or card >= dc.KINDS:
        return "not a move: %r" % (move,)
    if card not in state.hands[seat]:
        return "seat %d holds no %s" % (seat, card_text(card))
    if action == GIVE:
        return None if move == make_move(GIVE, card) else "not a move: %r" % (move,)
    if action == OPEN:
        if not dc.is_mine(card) or target > 3:
            return "open takes a mine card and a seat"
        return None
    mine = _mine_at(state, target)
    if mine is None:
        return "there is no open mine %d.%d" % (target >> 4, target & 15)
    if action == WORK:
        if not dc.is_chest(card) or dc.metal(card) != mine[0]:
            return "a %s chest goes only on a %s mine" % (
                METALS[dc.metal(card)], METALS[dc.metal(card)])
        return None
    if action == CLOSE:
        return None if card == dc.CLOSER else "close takes an X card"
    if not dc.is_bandit(card):
        return "fights take bandits"
    if action == ATTACK:
        if state.fight is not None:
            return "a fight is already going on"
        if team(target >> 4) == team(seat):
            return "you can only attack the opponents' mines"
        return None
    if state.fight is None or state.fight[1] is not mine:
        return "there is no fight for that mine"
    return None


def play(state, move):
    problem = _problem(state, move)
    if problem:
        raise ValueError(problem)
    action, card, target = split_move(move)
    seat = state.turn
    events = []
    if action == DRAW:
        state.hands[seat].append(state.pile.pop())
        state.hands[seat].sort()
        events.append(("draw", seat))
    elif action == PASS:
        events.append(("pass", seat))
    else:
        state.hands[seat].remove(card)
        if action == GIVE:
            partner = (seat + 2) % 4
            state.hands[partner].append(card)
            state.hands[partner].sort()
            state.gifts.append(seat * 32 + card)
            events.append(("give", seat, partner, card))
        elif action == OPEN:
            state.open[target].append([card])
            events.append(("open", seat, target, card))
        else:
            _play_on_mine(state, seat, action, card, target, events)
    _end_turn(state, events)
    return events


def _play_on_mine(state, seat, action, card, target, events):
    s, i = target >> 4, target & 15
    mine = state.open[s][i]
    if action == WORK:
        mine.append(card)
        events.append(("work", seat, s, i, card))
    elif action == CLOSE:
        del state.open[s][i]
        state.closed[s].append(mine)
        events.append(("close", seat, s, i, mine_value(mine)))
        if state.fight is not None and state.fight[1] is mine:
            att, dfn = _fight_totals(state.fight)
            _discard_fight(state)
            events.append(("fight", "closed", state.fight[0], s, i, att, dfn))
            state.fight = None
    elif action == ATTACK:
        state.fight = [seat, mine, [(seat, card)]]
        events.append(("attack", seat, s, i, card))
    else:
        state.fight[2].append((seat, card))
        events.append(("join", seat, team(seat), card))


def _fight_totals(fight):
    side = team(fight[0])
    att = dfn = 0
    for seat, card in fight[2]:
        if team(seat) == side:
            att += dc.bandit_value(card)
        else:
            dfn += dc.bandit_value(card)
    return att, dfn


def _discard_fight(state):
    for seat, card in state.fight[2]:
        state.discard.append(card)


def _resolve(state, events):
    attacker, mine, plays = state.fight
    att, dfn = _fight_totals(state.fight)
    s, i = _find(state, mine)
    _discard_fight(state)
    state.fight = None
    if att > dfn:
        del state.open[s][i]
        state.open[attacker].append(mine)
        events.append(("fight", "won", attacker, s, i, att, dfn))
    else:
        events.append(("fight", "lost", attacker, s, i, att, dfn))


def _end_turn(state, events):
    if state.final_left >= 0:
        state.final_left -= 1
    elif not state.pile:
        state.final_left = 4
        events.append(("last_turns",))
    if state.final_left == 0:
        if state.fight is not None:
            _resolve(state, events)
        state.done = True
        sc = scores(state)
        events.append(("round_end", sc[0], sc[1]))
        return
    state.turn = (state.turn + 1) % 4
    if state.fight is not None and state.fight[0] == state.turn:
        _resolve(state, events)


def team_points(state, side):
    points = 0
    for seat in (side, side + 2):
        for mine in state.closed[seat]:
            points += mine_value(mine)
    return points


def scores(state):
    a, b = team_points(state, 0), team_points(state, 1)
    return [a, b, a, b]


def round_scores(state):
    return [list(r) for r in state.history]


def totals(state):
    return match.totals(state.history, scores(state) if state.done else None, 4)


def match_ends(seats, rounds):
    """Whether a match whose finished rounds scored `rounds` is over: a team
    reached GOAL and the teams are not tied."""
    t = match.totals(rounds, None, 4)
    return max(t[0], t[1]) >= GOAL and t[0] != t[1]


def match_over(state):
    return state.done and match_ends(4, state.history + [scores(state)])


def next_round(state):
    history = match.next_history(state.history, scores(state) if state.done else None, match_over(state))
    return new(4, state.seed, history=history)


def winners(state):
    return match.best(totals(state))


def all_cards(seats=4):
    """Every card of the game (the deck's repeated faces included): what places() lists."""
    return dc.full_deck()


def places(state):
    """Where every card is, as (place, cards) pairs in a fixed order. Only tests
    and tools ask: the body lives in audit.py, off the heap during play."""
    from engine.games.digging.audit import places
    return places(state)


def _fight_view(state):
    fight = state.fight
    if fight is None:
        return None
    s, i = _find(state, fight[1])
    att, dfn = _fight_totals(fight)
    may_add = []
    seat = state.turn
    while seat != fight[0]:
        may_add.append(seat)
        seat = (seat + 1) % 4
    if state.final_left >= 0:
        may_add = may_add[:state.final_left]
    return {"attacker": fight[0], "target": (s, i), "plays": list(fight[2]),
            "attack": att, "defend": dfn, "may_add": may_add}


def view(state, seat):
    """What `seat` may know, as a dict: its hand, everyone's hand size, the
    cards it gave ("gave": (to, card)) and received ("received": (from, card)),
    open mines per seat as (cards, first chest was a double, value), closed
    mines per team ("closed_count"), the fight (attacker, target (seat, mine),
    plays, attack/defend totals, may_add: seats still allowed a bandit, in
    turn order), the discarded bandits, the pile size, final_left (-1 while
    the pile lasts), the match totals per team; once the round is over, also
    the closed mines per seat ("closed", as open ones) and the round's
    "points" (None before: closed mines lie face down)."""
    gave = []
    received = []
    for gift in state.gifts:
        giver, card = gift >> 5, gift & 31
        receiver = (giver + 2) % 4
        if giver == seat:
            gave.append((receiver, card))
        elif receiver == seat:
            received.append((giver, card))
    c = state.closed
    return {
        "seat": seat, "turn": to_move(state), "starter": state.starter,
        "round": len(state.history), "hand": list(state.hands[seat]),
        "hand_sizes": [len(h) for h in state.hands],
        "gave": gave, "received": received,
        "open": dc.mines_view(state.open), "closed_count": [len(c[0]) + len(c[2]), len(c[1]) + len(c[3])],
        "closed": dc.mines_view(state.closed) if state.done else None,
        "fight": _fight_view(state), "discard": list(state.discard),
        "pile": len(state.pile), "final_left": state.final_left,
        "points": scores(state)[:2] if state.done else None, "totals": totals(state)[:2],
        "over": state.done,
    }
