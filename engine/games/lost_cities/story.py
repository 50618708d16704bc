# What another player's move did, in words, for the hot-seat catch-up shown
# before a human's turn (engine/app/match.py). Only what the viewer's view
# shows: a card drawn from the deck is never named.
from engine.ui.words import name_of


def card_words(game, card):
    colour = game.COLOUR_NAMES[game.colour(card)]
    v = game.value(card)
    return colour + " " + str(v) if v else colour + " wager"


def needs_before(game, move):
    """Only a draw from a pile names a card from the view before it."""
    return game.DRAW_PILE <= move < game.DRAW_DECK


def tell(game, names, before, after, seat, move, events):
    """A line ("Player 1 plays blue 7"), or one that goes on the mover's last
    line (", draws from the deck")."""
    if move == game.DRAW_DECK:
        return ", draws from the deck"
    if move >= game.DRAW_PILE:
        pile = before["piles"][move - game.DRAW_PILE]
        return ", takes the " + card_words(game, pile[-1]) + " from its pile"
    name = name_of(names, seat)
    if move >= game.DISCARD:
        return name + " discards " + card_words(game, move - game.DISCARD)
    return name + " plays " + card_words(game, move)
