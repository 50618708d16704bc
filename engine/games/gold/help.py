# Gold rules summary for the in-game Rules pages (engine/ui/pager.py shows it); the
# short form of docs/rules/gold.md. "(console)" marks a choice the printed
# rules leave open.
TEXT = """Goal:
Collect the most gold. A memory game for 2 to 5 players.

Cards:
5 mines, 24 gold (1 to 4), 35 prospectors (2 to 5, in the 5 mine colours), 5 dynamite.

Set-up:
Each player owns a mine colour (two each with 2 players), chosen in turn (console). 64 cards lie face down in an 8x8 grid.

Your turn:
Turn up any two face-down cards, one after the other, then:
Dynamite: both cards leave the game.
Prospector + gold worth no more than the prospector: the gold goes to the owner of the prospector's colour (or to you, if it is yours or nobody's). The prospector leaves.
Two prospectors of different values: a duel. The lower leaves, the higher is turned back down.
Anything else: both are turned back down. Remember them!

Gold rush:
When 10 or fewer cards are face down at the start of a turn, each turn turns up one card. Gold goes to you; anything else leaves.
It also starts when no pair can change anything, or after 5 rounds of turns with no card gone (console).

Scoring:
The round ends when the table is empty. Add your gold. A tie goes to more gold cards; still tied, a shared win.

Match:
As many rounds as there are players, each started by a different player. Highest total wins; a tie goes to the better last round.

Seen on screen:
X shows everyone's gold. In the box it lies face down and must be remembered (console)."""
