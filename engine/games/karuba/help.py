# Karuba rules summary for the in-game Rules pages (engine/ui/pager.py shows it); the
# short form of docs/rules/karuba.md. "(console)" marks a choice the printed
# rules leave open.
TEXT = """Goal:
Build a 4x4 jungle island where explorers reach their temples.

Cards:
Each player has the same 16 cards: 1-8 paths (some with crystals or gold), 9-12 explorers, 13-16 temples, in blue, orange, green and purple. The deck's drawings are a reconstruction.

8 rounds, each:
1. Choose two cards from your hand in secret. Everyone reveals. The lowest sum must discard one of them; tied players each discard one.
2. Place one or both on your island; a card not placed is discarded. Cards are never turned. After the first card, each new card must touch one already placed along a whole side. Dead ends are allowed.
The 4x4 frame is fixed, so the first card decides where the island can grow (console).
3. Draw back up to 3 cards. Round 8 has only 2.

Scoring:
An explorer joined by a path to the temple of its own colour scores 3, plus 1 per crystal and 2 per gold on its shortest route.
Another explorer on the route blocks it: no points.
Equally short routes: the best one counts (console).
Example: 7 + 6 + 0 + 0 = 13.
Most points wins; a tie is shared."""
