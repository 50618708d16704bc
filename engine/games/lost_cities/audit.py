# Where every Lost Cities card is (rules layer; tests and tools only, so the
# device never loads it during play). See rules.places.


def places(state):
    out = [("hand %d" % s, list(state.hands[s])) for s in (0, 1)]
    for s in (0, 1):
        out += [("column %d.%d" % (s, c), list(state.cols[s][c])) for c in range(5)]
    out += [("pile %d" % c, list(state.piles[c])) for c in range(5)]
    out.append(("deck", list(state.deck)))
    return out
