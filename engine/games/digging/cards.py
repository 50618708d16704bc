# Digging's cards, their notation, mine values, the move encoding and the legal moves.
#
# A card is a small int naming its face; the 60-card deck holds several cards
# with the same int (9 gold chests are nine 3s), which is all a player can tell
# them apart by.
#   0..2   mines          "Mg" "Ms" "Mc"   (gold, silver, copper)
#   3..5   chests         "Cg" "Cs" "Cc"
#   6..8   double chests  "Dg" "Ds" "Dc"
#   9      closer         "X"   (a "closed and barricaded" card)
#   10..21 bandits        "B1".."B12"  (value = card - 9)
# A mine on the table is a list: [mine card, chest cards in the order played].

MINE = 0
CHEST = 3
DOUBLE = 6
CLOSER = 9
BANDIT = 10
KINDS = 22

# How many copies of each card the deck holds.
COUNTS = (3, 3, 3, 9, 9, 9, 1, 1, 1, 9) + (1,) * 12

METAL_LETTERS = "gsc"
METAL_VALUES = (3, 2, 1)


def card_text(card):
    if card < CHEST:
        return "M" + METAL_LETTERS[card]
    if card < DOUBLE:
        return "C" + METAL_LETTERS[card - CHEST]
    if card < CLOSER:
        return "D" + METAL_LETTERS[card - DOUBLE]
    if card == CLOSER:
        return "X"
    if BANDIT <= card < KINDS:
        return "B" + str(card - 9)
    raise ValueError("no such card: %r" % (card,))


def parse_card(text):
    for card in range(KINDS):
        if card_text(card) == text:
            return card
    raise ValueError("unknown card %r (try Mg Cs Dc X B7)" % (text,))


def full_deck():
    """The 60 cards in a fixed order (kind by kind)."""
    deck = []
    for card in range(KINDS):
        for _ in range(COUNTS[card]):
            deck.append(card)
    return deck


def deal_cards(text):
    """60 cards from a deal text; the cards it leaves out follow in deck order."""
    left = list(COUNTS)
    cards = []
    for word in text.split():
        card = parse_card(word)
        if left[card] == 0:
            raise ValueError("the deal has too many %s" % word)
        left[card] -= 1
        cards.append(card)
    for card in range(KINDS):
        cards.extend([card] * left[card])
    return cards


def is_mine(card):
    return card < CHEST


def is_chest(card):
    """A chest or a double chest."""
    return CHEST <= card < CLOSER


def is_bandit(card):
    return card >= BANDIT


def metal(card):
    """0 gold, 1 silver, 2 copper for mines and chests."""
    return card % 3


def bandit_value(card):
    return card - 9


def chest_units(mine):
    """Chests on a mine, a double counting two."""
    units = 0
    for card in mine[1:]:
        units += 2 if card >= DOUBLE else 1
    return units


def first_double(mine):
    """True when the first chest played on the mine was a double chest."""
    return len(mine) > 1 and mine[1] >= DOUBLE


def mine_value(mine):
    """What the mine scores once closed: metal x chests x (2 if a double came first)."""
    value = METAL_VALUES[mine[0]] * chest_units(mine)
    return value * 2 if first_double(mine) else value


# Moves: action << 12 | card << 6 | target (target = seat * 16 + mine index,
# or the seat itself for "open").
DRAW, PASS, GIVE, OPEN, WORK, CLOSE, ATTACK, JOIN = 0, 1, 2, 3, 4, 5, 6, 7
VERBS = ("draw", "pass", "give", "open", "work", "close", "attack", "join")


def team(seat):
    return seat & 1


def make_move(action, card=0, target=0):
    return action << 12 | card << 6 | target


def split_move(move):
    """(action, card, target) of a move int."""
    return move >> 12, (move >> 6) & 63, move & 63


def find_mine(rows, mine):
    """(seat, index) of an open mine list among the rows of open mines."""
    for seat in range(4):
        row = rows[seat]
        for i in range(len(row)):
            if row[i] is mine:
                return seat, i
    return -1, -1


def mines_view(rows):
    """Mines per seat as a view shows them: (cards, first chest was a double, value)."""
    return [[(tuple(m), first_double(m), mine_value(m)) for m in row] for row in rows]


# --- the legal moves: from the state for the rules, and from a seat's view for
# the bots, which never see the state. Both list the moves in the same order
# (tests/test_protocol.py checks they agree at every decision). They live here,
# beside the move encoding, rather than in a module of their own: a module
# costs heap on the device.

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
        if is_mine(card):
            for s in range(4):
                moves.append(make_move(OPEN, card, s))
        elif is_bandit(card):
            if state.fight is not None:
                s, i = find_mine(state.open, state.fight[1])
                moves.append(make_move(JOIN, card, s * 16 + i))
            else:
                _add_targets(state, moves, ATTACK, card, -1, 1 - team(seat))
        elif card == CLOSER:
            _add_targets(state, moves, CLOSE, card, -1, -1)
        else:
            _add_targets(state, moves, WORK, card, metal(card), -1)
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
        if card < CHEST:
            for s in range(4):
                moves.append(OPEN << 12 | card << 6 | s)
        elif card < CLOSER:
            for target in by_metal[card % 3]:
                moves.append(WORK << 12 | card << 6 | target)
        elif card == CLOSER:
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
