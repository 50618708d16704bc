# Lost Cities (Reiner Knizia), two seats, a match of three games.
#
# Cards are ints 0..59: card = colour * 12 + index. Colours 0..4 are Y (yellow),
# B (blue), W (white), G (green), R (red). Index 0..2 are the three wagers of the
# colour (value 0), index 3..11 the expedition cards 2..10. Card notation: colour
# letter + value, "Y2", "B10"; a wager is "Wx".
#
# A turn is two decisions of the same seat: phase 0 plays or discards a card,
# phase 1 draws one. Moves:
#   card            play the card to your own column       text "play B7"
#   60 + card       discard it onto its colour's pile      text "discard B7"
#   120 + colour    draw the top of that discard pile      text "draw B"
#   125             draw the top of the draw pile          text "draw deck"
# The three wagers of a colour are interchangeable: legal() lists only the
# lowest-numbered wager of each colour in hand, and "play Bx" means that one;
# play() takes any wager of the colour in hand as that one. Its events: ("play",
# seat, card), ("discard", seat, card), ("draw_deck", seat, card) (a screen shows
# that card to `seat` only), ("draw_discard", seat, card), ("round_end",) after
# the last deck card. column_breakdown(cards): (sum, wagers, cards, score) for end
# screens. view()["last"]: each seat's last play or discard this round (-1: none).
# A deal string lists 60 cards: 8 to seat 0, 8 to seat 1, then the deck, top first.
from engine.games import find, match
from engine.rng import Rng, derive

# the game's facts, declared once in the catalogue
_, NAME, SEATS, TEAMS, BLURB = find("lost_cities")
ROUNDS = 3
HAND = 8
COLOURS = "YBWGR"
COLOUR_NAMES = ("yellow", "blue", "white", "green", "red")
DISCARD = 60
DRAW_PILE = 120
DRAW_DECK = 125


def colour(card):
    return card // 12


def value(card):
    """2..10 for an expedition card, 0 for a wager."""
    i = card % 12
    return i - 1 if i >= 3 else 0


def card_text(card):
    v = value(card)
    return COLOURS[card // 12] + (str(v) if v else "x")


def _colour_of(letter):
    i = COLOURS.find(letter.upper())
    if len(letter) != 1 or i < 0:
        raise ValueError("Unknown colour %r (use Y, B, W, G or R)" % letter)
    return i


def parse_card(text):
    """The card for a text; a wager text gives the colour's first wager."""
    text = text.strip()
    if len(text) < 2:
        raise ValueError("Not a card: %r" % text)
    c = _colour_of(text[0])
    rest = text[1:]
    if rest in ("x", "X"):
        return c * 12
    if not rest.isdigit() or not 2 <= int(rest) <= 10:
        raise ValueError("Not a card: %r" % text)
    return c * 12 + int(rest) + 1


def column_breakdown(cards):
    """(sum of values, wagers, cards, score) of one expedition column."""
    total = 0
    wagers = 0
    for card in cards:
        v = value(card)
        total += v
        if not v:
            wagers += 1
    n = len(cards)
    if not n:
        return (0, 0, 0, 0)
    score = (total - 20) * (1 + wagers)
    if n >= 8:
        score += 20
    return (total, wagers, n, score)


def columns_score(columns):
    s = 0
    for col in columns:
        s += column_breakdown(col)[3]
    return s


def top_value(col):
    """The value a new card must beat: the last card's value (0 if none)."""
    return value(col[-1]) if col else 0


def play_error(hand, col, card):
    """Why `card` cannot go to the column `col`, or None when it can."""
    if card not in hand:
        return "You have no %s in your hand" % card_text(card)
    v = value(card)
    top = top_value(col)
    if v == 0 and top:
        return "A wager must come before the numbers: your %s column already has %s" % (
            COLOUR_NAMES[card // 12], card_text(col[-1]))
    if v and v <= top:
        return "%s is lower than %s on your %s column" % (
            card_text(card), card_text(col[-1]), COLOUR_NAMES[card // 12])
    return None


def moves_for(hand, cols, piles, phase, discarded):
    """Legal moves of the seat to move (also used by the bots on a view)."""
    out = []
    if phase == 0:
        seen_wager = [False] * 5
        cards = []
        for card in sorted(hand):
            if value(card) == 0:
                if seen_wager[card // 12]:
                    continue
                seen_wager[card // 12] = True
            cards.append(card)
        for card in cards:
            if play_error(hand, cols[card // 12], card) is None:
                out.append(card)
        for card in cards:
            out.append(DISCARD + card)
    else:
        for c in range(5):
            pile = piles[c]
            if pile and pile[-1] != discarded:
                out.append(DRAW_PILE + c)
        out.append(DRAW_DECK)
    return out


class State:
    def __init__(self):
        self.seed = 0
        self.history = []
        self.starter = 0
        self.hands = [[], []]
        self.cols = [[[] for _ in range(5)], [[] for _ in range(5)]]
        self.piles = [[] for _ in range(5)]
        self.deck = []         # the next card to draw is deck[-1]
        self.seat = 0
        self.phase = 0
        self.discarded = -1    # the card discarded this turn (may not be drawn back)
        self.done = False
        self.turns = 0         # completed turns this round
        self.last = [-1, -1]   # each seat's last play or discard move this round


def starter_for(history):
    """Seat starting the round after `history`: seat 0 first, then the last
    round's higher scorer; on a tie the seat that did not start it."""
    s = 0
    for sc in history:
        if sc[0] > sc[1]:
            s = 0
        elif sc[1] > sc[0]:
            s = 1
        else:
            s = 1 - s
    return s


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


def new(seats, seed, deal=None, history=None):
    if seats != 2:
        raise ValueError("Lost Cities is for 2 players")
    history = [list(h) for h in (history or [])]
    if len(history) >= ROUNDS:
        raise ValueError("The match has only %d games" % ROUNDS)
    if deal is None:
        cards = list(range(60))
        Rng(derive(seed, len(history))).shuffle(cards)
    else:
        cards = parse_deal(deal)
    st = State()
    st.seed = seed
    st.history = history
    st.starter = starter_for(history)
    st.hands = [sorted(cards[0:HAND]), sorted(cards[HAND:2 * HAND])]
    rest = cards[2 * HAND:]
    rest.reverse()
    st.deck = rest
    st.seat = st.starter
    return st


def to_move(state):
    return -1 if state.done else state.seat


def over(state):
    return state.done


def legal(state):
    if state.done:
        return []
    s = state.seat
    return moves_for(state.hands[s], state.cols[s], state.piles, state.phase, state.discarded)


def _error(state, move):
    if state.done:
        return "The game is over"
    if type(move) is not int or move < 0 or move > DRAW_DECK:  # a bool or 3.0 is not a move
        return "Not a move: %r" % (move,)
    s = state.seat
    hand = state.hands[s]
    if state.phase == 0:
        if move >= DRAW_PILE:
            return "Play or discard a card first, then draw"
        card = move % DISCARD
        if card not in hand:
            return "You have no %s in your hand" % card_text(card)
        if move < DISCARD:
            return play_error(hand, state.cols[s][card // 12], card)
        return None
    if move < DRAW_PILE:
        return "You already played this turn: now draw a card"
    if move == DRAW_DECK:
        return None
    pile = state.piles[move - DRAW_PILE]
    if not pile:
        return "The %s discard pile is empty" % COLOUR_NAMES[move - DRAW_PILE]
    if pile[-1] == state.discarded:
        return "You cannot draw the card you just discarded"
    return None


def _same_wager(state, move):
    """Any wager of a colour stands for the lowest one in hand (they are alike)."""
    if state.done or state.phase or type(move) is not int or not 0 <= move < DRAW_PILE:
        return move
    card = move % DISCARD
    hand = state.hands[state.seat]
    if value(card) == 0 and card in hand:
        first = card - card % 12
        while first not in hand:
            first += 1
        return move - card + first
    return move


def play(state, move):
    move = _same_wager(state, move)
    err = _error(state, move)
    if err:
        raise ValueError(err)
    s = state.seat
    hand = state.hands[s]
    if state.phase == 0:
        card = move % DISCARD
        hand.remove(card)
        state.phase = 1
        state.last[s] = move
        if move < DISCARD:
            state.cols[s][card // 12].append(card)
            return [("play", s, card)]
        state.piles[card // 12].append(card)
        state.discarded = card
        return [("discard", s, card)]
    if move == DRAW_DECK:
        card = state.deck.pop()
        ev = [("draw_deck", s, card)]
    else:
        card = state.piles[move - DRAW_PILE].pop()
        ev = [("draw_discard", s, card)]
    hand.append(card)
    hand.sort()
    state.phase = 0
    state.discarded = -1
    state.turns += 1
    if not state.deck:
        state.done = True
        ev.append(("round_end",))
    else:
        state.seat = 1 - s
    return ev


def scores(state):
    return [columns_score(state.cols[0]), columns_score(state.cols[1])]


def view(state, seat):
    """What `seat` may know. Discard piles are listed whole (the order is
    public to an attentive player); the default screen shows only the top.
    opp_hand and deck are counts; cols[seat][colour] lists each column."""
    return {
        "seat": seat,
        "hand": list(state.hands[seat]),
        "opp_hand": len(state.hands[1 - seat]),
        "cols": [[list(c) for c in state.cols[0]], [list(c) for c in state.cols[1]]],
        "piles": [list(p) for p in state.piles],
        "deck": len(state.deck),
        "to_move": to_move(state),
        "phase": state.phase,
        "discarded": state.discarded,
        "turns": state.turns,
        "last": list(state.last),
        "round": len(state.history),
        "starter": state.starter,
    }


def places(state):
    """Where every card is: (place, cards) pairs (audit.py; off the heap in play)."""
    from engine.games.lost_cities.audit import places
    return places(state)


def all_cards(seats=2):
    """Every card of the game, each once: what places() lists."""
    return list(range(60))


def move_text(state, move):
    if move == DRAW_DECK:
        return "draw deck"
    if move >= DRAW_PILE:
        return "draw " + COLOURS[move - DRAW_PILE]
    if move >= DISCARD:
        return "discard " + card_text(move - DISCARD)
    return "play " + card_text(move)


def parse_move(state, text):
    words = text.strip().split()
    if len(words) != 2:
        raise ValueError("Not a move: %r (try 'play B7', 'discard Rx', 'draw G', 'draw deck')" % text)
    verb = words[0].lower()
    arg = words[1]
    if verb == "draw":
        if arg.lower() == "deck":
            return DRAW_DECK
        return DRAW_PILE + _colour_of(arg)
    if verb not in ("play", "discard"):
        raise ValueError("Not a move: %r (verbs: play, discard, draw)" % text)
    card = parse_card(arg)
    if value(card) == 0 and not state.done:
        # The wagers of a colour are alike: name the one in hand.
        hand = state.hands[state.seat]
        while card % 12 < 2 and card not in hand:
            card += 1
    return card if verb == "play" else DISCARD + card


def round_scores(state):
    """The games finished before this one (next_round adds this one's)."""
    return [list(h) for h in state.history]


def totals(state):
    return match.totals(state.history, scores(state) if state.done else None, 2)


def match_ends(seats, rounds):  # after the finished rounds that scored `rounds`
    return len(rounds) >= ROUNDS


def match_over(state):
    return state.done and len(state.history) + 1 >= ROUNDS


def next_round(state):
    history = match.next_history(state.history, scores(state) if state.done else None, match_over(state))
    return new(2, state.seed, history=history)


def winners(state):
    return match.best(totals(state))
