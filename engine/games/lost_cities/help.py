# Lost Cities rules summary for the in-game Rules pages (engine/ui/pager.py shows it);
# the short form of docs/rules/lost-cities.md. "(console)" marks a choice the
# printed rules leave open.
TEXT = """Goal:
Score the most over 3 games by funding expeditions in 5 colours.

Cards:
60: each colour has cards 2 to 10 and 3 wager cards (the handshake). 8 in each hand; the rest is the draw pile.

Your turn:
1. Play a card from your hand: onto your own column of its colour, or face up onto that colour's discard pile.
2. Draw one card: from the draw pile or the top of any discard pile (not the card you just discarded).

Columns:
Each card must be higher than the last one in its column (strictly). Wagers go only before the first number; you may stack several.

End:
The game ends as soon as the last card of the draw pile is drawn.

Scoring:
A column you never started scores 0. Otherwise: sum of its cards minus 20, times (1 + wagers). It may be negative!
A column of 8 or more cards (wagers too) earns 20 bonus points, not multiplied.
Example: 3 + 0 - 40 - 10 + 45, +20 bonus = 18.

Match:
3 games. The higher score of the game just played starts the next; on a tie, the player who did not start it (console). Highest total wins; equal totals draw (console)."""
