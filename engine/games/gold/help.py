# Gold rules summary for the in-game Rules pages (see rules_text.py).
TEXT = """Goal:
Collect the most gold. A memory game for 2 to 5 players.

Set-up:
Each player owns a mine colour (two each with 2 players). 64 cards lie face down in an 8x8 grid.

Your turn:
Turn up any two face-down cards, one after the other, then:
Dynamite: both cards leave the game.
Prospector + gold worth no more than the prospector: the gold goes to the owner of the prospector's colour (or to you, if it is yours or nobody's). The prospector leaves.
Two prospectors of different values: a duel. The lower leaves, the higher is turned back down.
Anything else: both are turned back down. Remember them!

Gold rush:
When 10 or fewer cards are face down at the start of a turn (or nothing can change any more), each turn turns up one card. Gold goes to you; anything else leaves.

Scoring:
Add your gold. A tie goes to more gold cards.

Match:
As many rounds as players, each started by a different player. Highest total wins."""
