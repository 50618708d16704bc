# Lost Cities cards and their notation (see engine/games/lost_cities/rules.py):
# card = colour * 12 + index; index 0..2 the colour's wagers, 3..11 the values 2..10.

COLOURS = "YBWGR"
COLOUR_NAMES = ("yellow", "blue", "white", "green", "red")


def colour(card):
    return card // 12


def value(card):
    """2..10 for an expedition card, 0 for a wager."""
    i = card % 12
    return i - 1 if i >= 3 else 0


def card_text(card):
    v = value(card)
    return COLOURS[card // 12] + (str(v) if v else "x")


def colour_of(letter):
    i = COLOURS.find(letter.upper())
    if len(letter) != 1 or i < 0:
        raise ValueError("Unknown colour %r (use Y, B, W, G or R)" % letter)
    return i


def parse_card(text):
    """The card for a text; a wager text gives the colour's first wager."""
    text = text.strip()
    if len(text) < 2:
        raise ValueError("Not a card: %r" % text)
    c = colour_of(text[0])
    rest = text[1:]
    if rest in ("x", "X"):
        return c * 12
    if not rest.isdigit() or not 2 <= int(rest) <= 10:
        raise ValueError("Not a card: %r" % text)
    return c * 12 + int(rest) + 1


def parse_deal(deal):
    cards = []
    used = bytearray(60)
    for tok in deal.split():
        card = parse_card(tok)
        if value(card) == 0:
            while card % 12 < 3 and used[card]:
                card += 1
            if card % 12 == 3:
                raise ValueError("More than three %s wagers in the deal" % tok)
        if used[card]:
            raise ValueError("%s appears twice in the deal" % tok)
        used[card] = 1
        cards.append(card)
    if len(cards) != 60:
        raise ValueError("A deal lists all 60 cards, this one has %d" % len(cards))
    return cards
