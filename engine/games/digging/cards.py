# Digging's cards, their notation and mine values.
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
