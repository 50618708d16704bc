# Where every Karuba card is (rules layer; tests and tools only, so the device
# never loads it during play). See rules.places. A revealed pair is still
# listed under "chosen"; the state's "shown" only mirrors it.


def places(state):
    out = []
    for s in range(state["seats"]):
        out.append(("deck %d" % s, list(state["decks"][s])))
        out.append(("hand %d" % s, list(state["hands"][s])))
        out.append(("chosen %d" % s, list(state["chosen"][s])))
        out.append(("island %d" % s, [c for c in state["islands"][s] if c]))
        out.append(("discards %d" % s, list(state["discards"][s])))
    return out
