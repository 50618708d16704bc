# Look-ahead for the Lost Cities "hard" bot at the end of a game.
#
# With few cards left in the deck, hard deals the cards it cannot see (the
# opponent's hand and the deck) at random, consistently with its view, and
# plays each candidate draw out to the end of the game with a quick player in
# both seats (last_plays); it keeps the candidate with the best total margin.
# The same deals serve every candidate, so the comparison is between moves,
# not between deals. What it finds is when to stretch the game by taking a
# discard instead of the deck: one more play of its own. Few samples suffice
# (1, 2 and 4 measured alike: docs/lab.md), and the last turns are short,
# so a decision stays far inside the device's time budget.
from engine.games.lost_cities import rules as lc
from engine.games.lost_cities.bot_eval import seen_cards

PLAYOUT_TURNS = 100   # a playout's safety cap (last_plays always ends a game in deck turns)


def unseen_cards(view):
    """The cards the seat cannot see: the opponent's hand and the deck."""
    seen = seen_cards(view)
    return [c for c in range(60) if not seen[c]]


def deal(view, pool):
    """A state that `view`'s seat cannot tell from the real one, with the
    (shuffled) unseen `pool` dealt to the opponent's hand and the deck."""
    me = view["seat"]
    st = lc.State()
    n = view["opp_hand"]
    st.hands[me] = list(view["hand"])
    st.hands[1 - me] = pool[:n]
    st.deck = pool[n:]
    st.cols = [[list(c) for c in side] for side in view["cols"]]
    st.piles = [list(p) for p in view["piles"]]
    st.seat = me
    st.phase = view["phase"]
    st.discarded = view["discarded"]
    st.turns = view["turns"]
    return st


def quick_view(st, seat):
    """The parts of a seat's view that last_plays reads (sharing the state's lists)."""
    return {"seat": seat, "hand": st.hands[seat], "cols": st.cols, "piles": st.piles,
            "phase": st.phase}


def best_of(view, cands, rng, samples):
    """The candidate move with the best total margin (own score minus the
    opponent's at the end) over `samples` deals; ties keep the earlier one."""
    me = view["seat"]
    pool = unseen_cards(view)
    totals = [0] * len(cands)
    cap = view["turns"] + PLAYOUT_TURNS
    for _ in range(samples):
        rng.shuffle(pool)
        for i in range(len(cands)):
            st = deal(view, pool)
            lc.play(st, cands[i])
            while not st.done and st.turns < cap:
                lc.play(st, last_plays(quick_view(st, st.seat)))
            totals[i] += lc.columns_score(st.cols[me]) - lc.columns_score(st.cols[1 - me])
    best = 0
    for i in range(1, len(cands)):
        if totals[i] > totals[best]:
            best = i
    return cands[best]


def last_plays(v):
    """A quick player for the last turns: the play that adds the most to its
    columns now, else a discard of its lowest card (preferring a colour it has
    not started); then the deck, so the end comes soonest."""
    if v["phase"]:
        return lc.DRAW_DECK
    cols = v["cols"][v["seat"]]
    hand = v["hand"]
    best = -1
    gain = 0
    low = -1
    for card in hand:
        c = card // 12
        col = cols[c]
        val = lc.value(card)
        top = lc.top_value(col)
        if val > top or (val == 0 and top == 0):   # playable (a wager only before numbers)
            w = 1
            for x in col:
                if not lc.value(x):
                    w += 1
            g = val * w if col else val - 20
            if g > gain:
                best = card
                gain = g
        if low < 0 or val < lc.value(low) or (val == lc.value(low) and not cols[c]):
            low = card
    if best >= 0:
        return best
    return lc.DISCARD + low
