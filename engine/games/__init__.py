# The four rules modules, in title-menu order. A game's index here is its id in
# save files, so append new games at the end and never reorder.
GAMES = (
    ("lost_cities", "Lost Cities"),
    ("gold", "Gold"),
    ("karuba", "Karuba"),
    ("digging", "Digging"),
)


def load(index):
    """Import a rules module only when it is chosen (saves RAM on the device)."""
    name = GAMES[index][0]
    return __import__("engine.games." + name, None, None, [name])
