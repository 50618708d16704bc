# Words every game screen uses the same way: a seat's name, a verb agreeing
# with it, and the seat's colour.
from engine.ui import theme


def name_of(names, seat):
    return names[seat] if 0 <= seat < len(names) else "Player " + str(seat + 1)


def verb(name, word):
    # "Bot 2 takes", but "You take".
    return name + " " + (word[:-1] if name == "You" else word)


def seat_colour(seat):
    return theme.SEATS[seat % len(theme.SEATS)]
