# Where every Gold card is (rules layer; tests and tools only, so the device
# never loads it during play). See rules.places. The mine cards 0-4 stay on the
# table, owned or not.
from engine.games.gold.cards import EMPTY


def places(state):
    out = [("mines", list(range(5))), ("grid", [c for c in state.grid if c != EMPTY]),
           ("removed", list(state.removed))]
    out += [("gold %d" % s, list(state.gold[s])) for s in range(state.seats)]
    return out
