# Where every Digging card is (rules layer; tests and tools only, so the
# device never loads it during play). See rules.places. A closed mine keeps its
# closer apart from its card list; a fought-over mine stays in front of its
# owner while the fight's bandits lie in the fight.
from engine.games.digging.cards import CLOSER


def places(state):
    out = [("pile", list(state.pile)), ("discard", list(state.discard))]
    for s in range(4):
        opened = []
        for mine in state.open[s]:
            opened += mine
        closed = [CLOSER] * len(state.closed[s])
        for mine in state.closed[s]:
            closed += mine
        out += [("hand %d" % s, list(state.hands[s])), ("open %d" % s, opened), ("closed %d" % s, closed)]
    out.append(("fight", [bandit for _, bandit in state.fight[2]] if state.fight else []))
    return out
