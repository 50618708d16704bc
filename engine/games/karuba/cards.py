# Karuba: The Card Game — THE deck table (one per seat, cards 1..16).
#
# This table is a reconstruction: the published facts are that cards 1-8
# are path cards (crossroads, T-junctions, straights; often a crystal,
# rarely gold), 9-12 the four explorers and 13-16 the four temples. The exact
# artwork of each card is printed only on the physical cards. A player who
# owns the deck can correct it here, and only here: every rule, score and bot
# reads the card shapes from these tables.
# (docs/rules/karuba.md shows the same table for players.)

# Edge bits: a path reaches that side of the card. All of a card's paths meet
# in its middle, so any two of its edges are joined through the card.
N = 1
E = 2
S = 4
W = 8

# Index 0 is unused so that a card number indexes the tables directly.
EDGES = bytes((
    0,
    N | E | S | W,  # 1 crossroads
    N | S,          # 2 straight, 1 crystal
    E | W,          # 3 straight, 1 crystal
    N | E | S,      # 4 T-junction, 1 crystal
    E | S | W,      # 5 T-junction, 1 gold
    N | S | W,      # 6 T-junction, 1 crystal
    N | E | W,      # 7 T-junction, 2 crystals
    N | E | S | W,  # 8 crossroads, 1 gold
    E | S,          # 9 blue explorer
    S | W,          # 10 orange explorer
    N | E,          # 11 green explorer
    N | W,          # 12 purple explorer
    S,              # 13 blue temple
    W,              # 14 orange temple
    N,              # 15 green temple
    E,              # 16 purple temple
))

CRYSTALS = bytes((0, 0, 1, 1, 1, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0))
GOLD = bytes((0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0))

# Colour c (0..3) has explorer card FIRST_EXPLORER + c and temple FIRST_TEMPLE + c.
COLOURS = ("blue", "orange", "green", "purple")
FIRST_EXPLORER = 9
FIRST_TEMPLE = 13
CARDS = 16


def treasure(card):
    """Points a card adds to an unblocked route through it."""
    return CRYSTALS[card] + 2 * GOLD[card]


def colour_of(card):
    """0..3 for an explorer or temple card, -1 for a path card."""
    if card >= FIRST_TEMPLE:
        return card - FIRST_TEMPLE
    if card >= FIRST_EXPLORER:
        return card - FIRST_EXPLORER
    return -1


def is_explorer(card):
    return FIRST_EXPLORER <= card < FIRST_TEMPLE
