# Karuba rules summary for the in-game Rules pages (see rules_text.py).
TEXT = """Goal:
Build a 4x4 jungle island where explorers reach their temples.

Cards:
Each player has the same 16 cards: 1-8 paths (some with crystals or gold), 9-12 explorers, 13-16 temples, in blue, orange, green and purple.

A round (8 in all):
1. Choose two cards from your hand in secret. Everyone reveals. The lowest sum (ties too) must discard one of them.
2. Place one or both on your island; a card not placed is discarded. Cards are never turned. After the first card, each new card must touch one already placed along an edge.
3. Draw back up to 3 cards.

Scoring:
An explorer joined by a path to the temple of its own colour scores 3, plus 1 per crystal and 2 per gold on its shortest route.
Another explorer on the route blocks it: no points.
Most points wins."""
