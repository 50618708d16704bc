# Digging rules summary for the in-game Rules pages (engine/ui/pager.py shows it); the
# short form of docs/rules/digging.md. "(console)" marks a choice the printed
# rules leave open.
TEXT = """Goal:
Two teams (players 1+3 against 2+4) dig for treasure. First team to 60 at the end of a round wins.

Cards:
Mines and chests in gold, silver and copper, double chests, closed-mine cards and bandits 1 to 12. 6 cards each.

Your turn, one action:
Draw a card, or give a card to your partner in secret, or play a card in front of any player:
Mine: opens a mine; it belongs to that player's team.
Chest: onto an open mine of the same metal.
Closed mine: closes any open mine, even an empty one or one in a fight (console). It scores for the team that owns it.
Closed mines are turned face down until the round's count: remember what they held.
Bandit: attacks an opponents' mine. The next three players may each add one bandit. When the attacker's turn comes again, the higher total wins the mine (a tie: the defenders keep it) (console). One fight at a time (console).
Pass only when nothing else is possible (console).

End of a round:
After the last card is drawn, everyone gets one more turn.

Scoring:
Only closed mines score: metal value (gold 3, silver 2, copper 1) per chest; a double chest counts 2. If the first chest was a double, the mine's value doubles.
Example: gold, double first, then 3 chests: 3 x 5 x 2 = 30.

Match:
Both teams over 60: the higher wins; equal, play on (console). The next round starts one seat on (console)."""
