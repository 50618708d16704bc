# Words for the Karuba screen: moves, cells, why a cell is refused, the end
# pages' route lines ("Blue: 3 +2 crystals +2x1 gold = 7") and the winner.
from engine.games.karuba.cards import COLOURS as COLOUR_NAMES
from engine.games.karuba.cards import CRYSTALS, GOLD, FIRST_EXPLORER, FIRST_TEMPLE, is_explorer
from engine.games.karuba.score import APART, BLOCKED, SCORED
from engine.ui.words import name_of, verb

DONE = 0
DISCARD_BASE = 100
PLACE_BASE = 10000
CHOOSE_BASE = 20000


def cell_text(cell):
    return "abcd"[cell & 3] + str((cell >> 2) + 1)


def describe(move):
    if move == DONE:
        return "Done placing"
    if move >= CHOOSE_BASE:
        m = move - CHOOSE_BASE
        return "Choose cards " + str(m // 100) + " and " + str(m % 100)
    if move >= PLACE_BASE:
        m = move - PLACE_BASE
        return "Place " + str(m // 100) + " at " + cell_text(m % 100)
    return "Discard " + str(move - DISCARD_BASE)


def cell_refusal(island, cell):
    """Why a card may not go on `cell` (the cell is not among the legal ones)."""
    if island[cell]:
        return cell_text(cell) + " already holds card " + str(island[cell])
    return cell_text(cell) + " must touch a card along a side"


def cap(text):
    # No str.capitalize on the device.
    return text[:1].upper() + text[1:]


def _plural(n, word):
    return str(n) + " " + word + ("" if n == 1 else "s")


def route_line(island, colour, route):
    """One colour's points on an island, from karuba_score's (status,
    points, cells)."""
    status, points, cells = route
    head = cap(COLOUR_NAMES[colour]) + ": "
    if status == SCORED:
        crystals = 0
        gold = 0
        for cell in cells:
            crystals += CRYSTALS[island[cell]]
            gold += GOLD[island[cell]]
        text = head + "3"
        if crystals:
            text += " +" + _plural(crystals, "crystal")
        if gold:
            text += " +2x" + str(gold) + " gold"
        if not crystals and not gold:
            text += ", no treasure"
        return text + " = " + str(points)
    if status == BLOCKED:
        for cell in cells:
            card = island[cell]
            if is_explorer(card) and card != FIRST_EXPLORER + colour:
                return head + "blocked by " + COLOUR_NAMES[card - FIRST_EXPLORER] + " = 0"
        return head + "blocked = 0"
    if status == APART:
        return head + "not connected = 0"
    # (MicroPython has no `int in bytearray`.)
    explorer = False
    temple = False
    for card in island:
        explorer = explorer or card == FIRST_EXPLORER + colour
        temple = temple or card == FIRST_TEMPLE + colour
    if not explorer and not temple:
        return head + "not placed = 0"
    return head + ("no temple" if explorer else "no explorer") + " = 0"


def winner_line(names, winners, points):
    if len(winners) == 1:
        return verb(name_of(names, winners[0]), "wins") + " with " + str(points)
    text = "Shared win: " + ", ".join([name_of(names, s) for s in winners])
    if len(text) > 39:
        # "Player 1" -> "P1": the line holds 39 characters.
        text = "Shared win: " + ", ".join([short(name_of(names, s)) for s in winners])
    return text


def short(name):
    """A name in five characters or fewer: "Player 3" -> "P3"."""
    return name if len(name) <= 5 else name[0] + name[-1]

