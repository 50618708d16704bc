# The catalogue: the one place that lists the games. A game's index here is
# its id in save files, so append new games at the end and never reorder.
# Each game is a package engine/games/<module>/ with the same parts:
#   rules   the game protocol (PROTOCOL.md); imports only engine.rng and the rules layer
#   bot     Bot(seat, level, seed); reads views only
#   screen  Screen(game, width, height, names); reads state, emits moves
#   art     the screen's shared sheets (bitmaps); release() frees them all
#   help    TEXT, the in-game rules pages
#   story   tell(): the others' moves in words, for the hot-seat catch-up (engine/games/SCREEN.md)
# The title menu reads this table without importing any game (device RAM).

# (module, name, (min seats, max seats), seats form two teams, blurb: one title line, <= 36)
GAMES = (
    ("lost_cities", "Lost Cities", (2, 2), False,
     "Five expeditions: climb, bet wisely"),
    ("gold", "Gold", (2, 5), False, "Remember the cards, find the gold"),
    ("karuba", "Karuba", (2, 6), False, "Lay jungle paths to the temples"),
    ("digging", "Digging", (4, 4), True, "Two teams open, work and raid mines"),
)
MODULE = 0
NAME = 1
SEATS = 2
TEAMS = 3
BLURB = 4


def find(module):
    """The catalogue row of the game in engine/games/<module>/."""
    for row in GAMES:
        if row[MODULE] == module:
            return row
    raise ValueError("No game " + module)


def path(index, part="rules"):
    """The module name of one part of a game: engine.games.<module>.<part>."""
    return "engine.games." + GAMES[index][MODULE] + "." + part


def load(index, part="rules"):
    """Imports one part of a game only when it is needed (device RAM); the app
    unloads it again when the player is back at the title."""
    return __import__(path(index, part), None, None, [part])
