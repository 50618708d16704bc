# Digging rules summary for the in-game Rules pages (see rules_text.py).
TEXT = """Goal:
Two teams (players 1+3 against 2+4) dig for treasure. First team to 60 wins.

Cards:
Mines and chests in gold, silver and copper, double chests, closed-mine cards and bandits 1 to 12.

Your turn, one action:
Draw a card, or give a card to your partner in secret, or play a card:
Mine: opens a mine in front of any player; it belongs to that player's team.
Chest: onto an open mine of the same metal.
Closed mine: closes any open mine. It scores for the team that owns it.
Closed mines are turned face down until the round's count: remember what they held.
Bandit: attacks an opponents' mine. The next three players may each add one bandit. When the attacker's turn comes again, the higher total wins the mine (a tie: the defenders keep it).
Pass only when nothing else is possible.

End of a round:
After the last card is drawn, everyone gets one more turn.

Scoring:
Only closed mines score: metal value (gold 3, silver 2, copper 1) per chest; a double chest counts 2. If the first chest was a double, the mine's value doubles."""
